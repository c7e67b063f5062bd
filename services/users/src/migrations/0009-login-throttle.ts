import { throttleMigration } from '@atrium/service-core';

// Issue 11 finding 3: failed logins are counted per account and per client address in users.throttle.
export const { up, down } = throttleMigration('users');
