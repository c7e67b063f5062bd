import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as cart from './0002-cart';

export const migrations: Record<string, Migration> = { '0001-initial': initial, '0002-cart': cart };
