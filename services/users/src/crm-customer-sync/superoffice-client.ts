import { CrmUnavailableError, type CrmClient, type CrmRecord } from './crm-client';

export interface SuperOfficeSettings {
  /** The REST API's base, ending in /api/v1 (such as https://online.superoffice.com/Cust12345/api/v1). */
  baseUrl: string;
  /** The Authorization header: `Bearer <token>` for SuperOffice Online, `Basic …` on-premises. */
  authorization: string | null;
  /** SuperOffice Online's application token (header SO-AppToken), when the tenant needs one. */
  appToken: string | null;
}

// A CRM that hangs must not hold a request or the reconcile job for long.
const TIMEOUT_MS = 15_000;

interface ContactEntity {
  ContactId: number;
  Name: string;
  OrgNr?: string | null;
  Country?: { TwoLetterISOCountry?: string | null } | null;
  Updated?: string | null;
}

interface ContactArchiveRow {
  contactId: number;
  name: string;
  orgnr?: string | null;
  updatedDate?: string | null;
}

const emptyToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * SuperOffice's REST API (decision 0219): GET Contact/{id} for one customer, and the Contact archive (OData
 * $select, $filter, $orderBy, $top, $skip) for the changes since a time. The local CRM server answers the same.
 */
export function superOfficeClient(settings: SuperOfficeSettings): CrmClient {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (settings.authorization) headers.authorization = settings.authorization;
  if (settings.appToken) headers['so-apptoken'] = settings.appToken;

  async function get<T>(path: string): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new CrmUnavailableError(`CRM unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new CrmUnavailableError(`CRM answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }

  return {
    async customer(soid) {
      const entity = await get<ContactEntity>(`/Contact/${soid}`);
      if (!entity || !entity.ContactId) return null;
      return {
        soid: entity.ContactId,
        name: entity.Name,
        orgNumber: emptyToNull(entity.OrgNr),
        country: emptyToNull(entity.Country?.TwoLetterISOCountry)?.toUpperCase() ?? null,
        updated: entity.Updated ?? null,
      };
    },
    async changedSince(since, skip, top) {
      const query = new URLSearchParams({
        $select: 'contactId,name,orgnr,updatedDate',
        $orderBy: 'updatedDate,contactId',
        $top: String(top),
        $skip: String(skip),
      });
      if (since) query.set('$filter', `updatedDate afterTime '${since.toISOString()}'`);
      const answer = await get<{ value?: ContactArchiveRow[] }>(`/Contact?${query.toString()}`);
      return (answer?.value ?? []).map((row): CrmRecord => ({
        soid: row.contactId,
        name: row.name,
        orgNumber: emptyToNull(row.orgnr),
        country: null,
        updated: row.updatedDate ?? null,
      }));
    },
  };
}
