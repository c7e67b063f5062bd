import type { Migration } from 'kysely';
import * as auditLog from './0080-audit-log';
import * as personIndex from './0085-person-index';

export const auditMigrations: Record<string, Migration> = {
  '0080-audit-log': auditLog,
  '0085-person-index': personIndex,
};
