import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as customerSearch from './0002-customer-search';

export const migrations: Record<string, Migration> = { '0001-initial': initial, '0002-customer-search': customerSearch };
