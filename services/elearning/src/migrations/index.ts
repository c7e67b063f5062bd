import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as packagesRuntime from './0002-packages-runtime';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-packages-runtime': packagesRuntime,
};
