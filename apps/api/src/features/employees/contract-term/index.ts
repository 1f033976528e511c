export { registerContractTermRoutes } from './contract-term.routes.ts';
export { type ContractTermService, createContractTermService } from './contract-term.service.ts';
export { type UpcomingNotice, upcomingNoticeDeadlines } from './notice-deadlines.ts';
export { renewDueContracts, renewDueContractsOfAll } from './renew-due.ts';
export { dmy } from './term-text.ts';
