export { auditContext, type AuditContext } from './audit-context';
export { auditAreaTables, migrateAuditLog } from './audit-tables';
