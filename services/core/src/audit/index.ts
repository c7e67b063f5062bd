export { auditContext, type AuditContext } from './audit-context';
export { auditAreaTables, migrateAuditLog } from './audit-tables';
export { auditEntriesAboutPerson, type AuditEntryRow } from './person-changes';
export { toAuditEntry } from './audit-log-routes';
