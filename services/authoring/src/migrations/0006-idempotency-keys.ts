import { idempotencyMigration } from '@atrium/service-core';

// A raised issue is a create call: a double click or a retry with the same Idempotency-Key answers the first issue.
export const { up, down } = idempotencyMigration('authoring');
