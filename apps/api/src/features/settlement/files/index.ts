export { registerBankFileRoutes } from './bank-file.routes.ts';
export { type BankFileService, bankFormatOf, createBankFileService } from './bank-file.ts';
