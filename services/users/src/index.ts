import type { AreaModule } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import { usersDb } from './db';
import { migrations } from './migrations';
import { usersRoutes } from './routes';
import { seedUsersDemo } from './seed-demo';
import { isSessionActive, openSession } from './session/session-store';
import { crmReconcileJob } from './crm-customer-sync/crm-reconcile';
import { startMassImportWorker } from './user-mass-import/mass-import-worker';

export const usersModule: AreaModule = {
  area: 'users',
  migrations,
  routes: usersRoutes,
  seedDemo: seedUsersDemo,
  isSessionActive: (db, sessionId) => isSessionActive(usersDb(db), sessionId),
  // Decision 0118: a session's id is its credential; the login log and user_audit are records of their own.
  // crm_customer is a mirror of the CRM, rewritten by every refresh; the pairings are audited.
  unaudited: ['login_session', 'login_log', 'user_audit', 'crm_customer'],
  scheduledJobs: [crmReconcileJob],
  // The user mass import's registrations run as pg-boss jobs (decision 0216).
  startWorkers: (db) => startMassImportWorker(db),
};

export { saveUserLocale } from './session/user-locale';

/** Starts a login session for a user (what login does after checking the password); returns its id. */
export function openLoginSession(db: Kysely<any>, userId: number): Promise<string> {
  return openSession(usersDb(db), userId);
}
