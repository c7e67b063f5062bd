import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalCrmContact {
  soid: number;
  name: string;
  orgNumber?: string | null;
  country?: string | null;
}

export interface LocalCrm {
  /** The base to configure as the CRM's address (ends in /api/v1). */
  baseUrl: string;
  /** Adds or changes a contact, stamping it as changed now. */
  put: (contact: LocalCrmContact) => void;
  remove: (soid: number) => void;
  close: () => Promise<void>;
}

interface StoredContact extends LocalCrmContact {
  updated: string;
}

const AFTER_TIME = /^updatedDate afterTime '([^']+)'$/;

/**
 * A small CRM speaking the few SuperOffice REST calls Atrium makes (superoffice-client.ts): the tests use it, and
 * `npm start` when no CRM is configured (decision 0219). It keeps its contacts in memory; it listens on
 * 127.0.0.1 only.
 */
export async function startLocalCrm(contacts: LocalCrmContact[] = []): Promise<LocalCrm> {
  const store = new Map<number, StoredContact>();
  // Strictly increasing change times, so "changed since" never misses two changes within one millisecond.
  let clock = 0;
  const stamp = () => {
    clock = Math.max(clock + 1, Date.now());
    return new Date(clock).toISOString();
  };
  const put = (contact: LocalCrmContact) => store.set(contact.soid, { ...contact, updated: stamp() });
  contacts.forEach(put);

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET') return send(405, { Error: 'Method not allowed' });
    const one = /^\/api\/v1\/Contact\/(\d+)$/.exec(url.pathname);
    if (one) {
      const contact = store.get(Number(one[1]));
      if (!contact) return send(404, { Error: 'Contact not found' });
      return send(200, {
        ContactId: contact.soid,
        Name: contact.name,
        OrgNr: contact.orgNumber ?? '',
        Country: { TwoLetterISOCountry: contact.country ?? '' },
        Updated: contact.updated,
      });
    }
    if (url.pathname === '/api/v1/Contact') {
      const filter = url.searchParams.get('$filter');
      const after = filter ? AFTER_TIME.exec(filter) : null;
      if (filter && !after) return send(400, { Error: `Unsupported filter ${filter}` });
      const since = after ? Date.parse(after[1]!) : -Infinity;
      const top = Number(url.searchParams.get('$top') ?? 100);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      const value = [...store.values()]
        .filter((contact) => Date.parse(contact.updated) >= since)
        .sort((a, b) => a.updated.localeCompare(b.updated) || a.soid - b.soid)
        .slice(skip, skip + top)
        .map((contact) => ({ contactId: contact.soid, name: contact.name, orgnr: contact.orgNumber ?? '', updatedDate: contact.updated }));
      return send(200, { value });
    }
    return send(404, { Error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The demo CRM lives as long as the process; it must not keep a finished process alive.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    put,
    remove: (soid) => void store.delete(soid),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
