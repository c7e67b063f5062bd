import { idempotencyMigration } from '@atrium/service-core';

// Issue 11 finding 2: create and copy calls honour an Idempotency-Key header (services/core/src/idempotency).
export const { up, down } = idempotencyMigration('reports');
