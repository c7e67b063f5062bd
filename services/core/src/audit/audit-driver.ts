import { CompiledQuery, PostgresDialect, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import { auditContext } from './audit-context';

const SET_CONTEXT = "select set_config('atrium.audit', $1, false)";
const CLEAR_CONTEXT = CompiledQuery.raw("select set_config('atrium.audit', '', false)");

/**
 * Hands the request's audit context to PostgreSQL: a connection taken while a write request is handled gets
 * the setting `atrium.audit` (read by the audit trigger in the same transaction as the change) and loses it
 * when it goes back to the pool. Reads and work outside requests cost nothing extra.
 */
class AuditContextDriver implements Driver {
  private readonly carrying = new WeakSet<DatabaseConnection>();

  constructor(private readonly inner: Driver) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  beginTransaction = (connection: DatabaseConnection, settings: TransactionSettings) => this.inner.beginTransaction(connection, settings);
  commitTransaction = (connection: DatabaseConnection) => this.inner.commitTransaction(connection);
  rollbackTransaction = (connection: DatabaseConnection) => this.inner.rollbackTransaction(connection);
  savepoint: Driver['savepoint'] = (...args) => this.inner.savepoint!(...args);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (...args) => this.inner.rollbackToSavepoint!(...args);
  releaseSavepoint: Driver['releaseSavepoint'] = (...args) => this.inner.releaseSavepoint!(...args);

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const context = auditContext.getStore();
    if (context) {
      try {
        await connection.executeQuery(CompiledQuery.raw(SET_CONTEXT, [JSON.stringify(context)]));
      } catch (error) {
        await this.inner.releaseConnection(connection);
        throw error;
      }
      this.carrying.add(connection);
    }
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (this.carrying.delete(connection)) {
      // A connection that cannot be cleared is broken anyway; the pool replaces it on its next error.
      await connection.executeQuery(CLEAR_CONTEXT).catch(() => undefined);
    }
    await this.inner.releaseConnection(connection);
  }
}

/** PostgreSQL as Kysely's dialect has it, with the audit context carried on connections. */
export class AuditedPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new AuditContextDriver(super.createDriver());
  }
}
