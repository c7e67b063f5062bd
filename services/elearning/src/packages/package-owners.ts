import type { LearningSite } from '@atrium/core-contract';
import { z } from 'zod';

// Customer 1 is the demo course provider Atrium Kurs AS, whose packages the demo courses play.
const DEFAULT_OWNER = 1;
const owner = z.number().int().positive().default(DEFAULT_OWNER);
// Strict, so a misspelt site fails the start instead of silently falling back to the default.
const packageOwnersSchema = z.strictObject({ NO: owner, SE: owner, INT: owner, CTRL: owner });
export type PackageOwners = Record<LearningSite, number>;

const PROBLEM =
  'ATRIUM_PACKAGE_OWNERS must be JSON giving the package owner customer id of each learning site (NO, SE, INT, CTRL), like {"NO":1,"SE":3,"INT":1}';

/**
 * Which customer owns each learning site's course packages (ARCHITECTURE.md). Read when the routes are
 * registered, so a bad value stops the service from starting rather than answering wrong owners.
 */
export function packageOwnersFromEnv(raw = process.env.ATRIUM_PACKAGE_OWNERS): PackageOwners {
  if (!raw) return packageOwnersSchema.parse({});
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new Error(`${PROBLEM}: ${(error as Error).message}`);
  }
  const parsed = packageOwnersSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${PROBLEM}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
