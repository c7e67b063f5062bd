import { HttpError, type Principal } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';

function pgCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/**
 * Document 001 §4 and §7 cancel: the e-learning area cancels its licenses through the function it publishes,
 * which refuses the whole selection when one license is part of a course programme and treats another
 * customer's license as missing. Its error codes become the answers a user can act on.
 */
export async function cancelCustomerLicenses(db: Kysely<any>, principal: Principal, customerId: number, ids: number[]) {
  try {
    const { rows } = await sql<{ cancelled: number }>`
      select published.elearning_cancel_licenses(${ids}::int[], ${customerId}, ${principal.userId}) as cancelled`.execute(db);
    return { cancelled: rows[0]?.cancelled ?? 0 };
  } catch (error) {
    if (pgCode(error) === 'AT404') throw new HttpError(404, 'license.notFound');
    if (pgCode(error) === 'AT409') throw new HttpError(409, 'license.cancel.partOfCourseProgram');
    throw error;
  }
}
