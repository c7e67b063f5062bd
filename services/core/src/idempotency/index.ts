export { idempotencyMigration } from './idempotency-migration';
export { IDEMPOTENCY_HEADER } from './idempotent-routes';
