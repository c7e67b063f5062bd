import type { Migration } from 'kysely';
import * as auditLog from './0080-audit-log';

export const auditMigrations: Record<string, Migration> = {
  '0080-audit-log': auditLog,
};
