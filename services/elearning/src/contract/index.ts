// Browser-safe: zod schemas and types only.
export * from './catalogue';
export * from './evaluations';
export * from './hotworks';
export * from './licences';
export * from './packages';
export * from './runtime';
export * from './status';
export * from './xapi';
