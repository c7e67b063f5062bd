import type { Migration } from 'kysely';
import * as initial from './0001-initial';

export const migrations: Record<string, Migration> = { '0001-initial': initial };
