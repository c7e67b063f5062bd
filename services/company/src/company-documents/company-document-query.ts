import { containsPattern } from '@atrium/service-core';
import { sql, type SqlBool } from 'kysely';
import type { CompanyDocument } from '@atrium/company-contract';
import type { CompanyDb } from '../db';

const COLUMNS = [
  'id',
  'uuid',
  'name',
  'description',
  'locale',
  'filename',
  'size_bytes as sizeBytes',
  sql<string>`to_json(last_modified)#>>'{}'`.as('lastModified'),
] as const;

/** The customer's documents by name; the text matches part of the name, description or file name. */
export function searchDocuments(db: CompanyDb, customerId: number, query?: string, id?: number): Promise<CompanyDocument[]> {
  let select = db.selectFrom('document').select(COLUMNS).where('customer_id', '=', customerId);
  if (query) {
    const pattern = containsPattern(query);
    select = select.where(sql<SqlBool>`(name ilike ${pattern} or description ilike ${pattern} or filename ilike ${pattern})`);
  }
  if (id !== undefined) select = select.where('id', '=', id);
  return select
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export function documentFile(db: CompanyDb, customerId: number, id: number) {
  return db
    .selectFrom('document')
    .select(['storage_key', 'filename', 'content_type'])
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}
