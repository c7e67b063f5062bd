import { outboxMigration } from '@atrium/service-core';

// Password-reset links and "set your password" e-mails go out through the area's outbox (ARCHITECTURE.md "E-mail").
const outbox = outboxMigration('users');

export const up = outbox.up;
export const down = outbox.down;
