import type { CrmClient } from './crm-client';
import { demoCrmContacts } from './demo-crm-contacts';
import { startLocalCrm } from './local-crm-server';
import { superOfficeClient } from './superoffice-client';

export interface CrmConnection {
  kind: 'superoffice' | 'local';
  client: CrmClient;
}

let local: Promise<CrmConnection> | undefined;

/**
 * The CRM of this process (decision 0219): SuperOffice at ATRIUM_CRM_URL (with ATRIUM_CRM_AUTHORIZATION and
 * ATRIUM_CRM_APP_TOKEN) when set, else a local demo CRM started on first use, which the screen names as such.
 */
export function crmConnection(): Promise<CrmConnection> {
  const baseUrl = process.env.ATRIUM_CRM_URL?.trim();
  if (baseUrl) {
    const client = superOfficeClient({
      baseUrl,
      authorization: process.env.ATRIUM_CRM_AUTHORIZATION?.trim() || null,
      appToken: process.env.ATRIUM_CRM_APP_TOKEN?.trim() || null,
    });
    return Promise.resolve({ kind: 'superoffice', client });
  }
  local ??= startLocalCrm(demoCrmContacts).then((crm) => ({
    kind: 'local' as const,
    client: superOfficeClient({ baseUrl: crm.baseUrl, authorization: null, appToken: null }),
  }));
  return local;
}
