import type { ScheduledJob } from '@atrium/service-core';
import { usersDb } from '../db';
import { crmConnection } from './crm-connection';
import { refreshCrmMirror } from './crm-mirror';
import { crmCounts } from './crm-pairing-query';

/**
 * Webhooks from a CRM get lost (SuperOffice switches them off after repeated errors), so every quarter of an
 * hour the mirror reads the CRM's changes since the last it saw; the paired list then shows which pairs have
 * drifted apart since their last sync (decision 0219). Syncing stays a person's choice.
 */
export const crmReconcileJob: ScheduledJob = {
  name: 'crm-reconcile',
  cron: '*/15 * * * *',
  async run(shared) {
    const db = usersDb(shared);
    const { client } = await crmConnection();
    const fetched = await refreshCrmMirror(db, client);
    const { drifted } = await crmCounts(db);
    console.log(`[crm-reconcile] read ${fetched} CRM changes; ${drifted} paired customers differ from the CRM`);
  },
};
