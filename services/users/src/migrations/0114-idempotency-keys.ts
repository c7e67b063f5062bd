import { idempotencyMigration } from '@atrium/service-core';

// The mass import's registration is the area's first create call with an Idempotency-Key (decision 0115).
export const { up, down } = idempotencyMigration('users');
