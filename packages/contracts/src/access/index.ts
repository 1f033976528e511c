export * from './complete-register.ts';
export * from './human-check.ts';
export * from './legal.ts';
export * from './login.ts';
export * from './password.ts';
export * from './register.ts';
export * from './session.ts';
export * from './verification.ts';
