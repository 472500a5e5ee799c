export * from './extension-contract.ts';
export * from './messages.ts';
export * from './plans.ts';
export * from './schemas/auth.ts';
export * from './schemas/user.ts';
