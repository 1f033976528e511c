export * from './account-plan.ts';
export * from './common.ts';
export * from './cost-centres.ts';
export * from './messages.ts';
export * from './puc-account.ts';
export * from './third-parties.ts';
