export * from './extension-contract.ts';
export * from './field-types.ts';
export * from './messages.ts';
export * from './plans.ts';
export * from './prebuilt-templates.ts';
export * from './schemas/auth.ts';
export * from './schemas/templates.ts';
export * from './schemas/user.ts';
