import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as publishedViews from './0002-published-views';

export const migrations: Record<string, Migration> = { '0001-initial': initial, '0002-published-views': publishedViews };
