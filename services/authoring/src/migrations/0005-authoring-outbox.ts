import { outboxMigration } from '@atrium/service-core';

// Issue e-mails (decision 0231) go out through the area's outbox (ARCHITECTURE.md "E-mail").
const outbox = outboxMigration('authoring');

export const up = outbox.up;
export const down = outbox.down;
