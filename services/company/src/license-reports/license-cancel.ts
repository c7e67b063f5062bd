import { publishedRefusal, type Principal } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import type { RowIds } from './published-licenses';

/**
 * Document 001 §4 and §7 cancel, for the customer's selected rows in one transaction: e-learning licenses through the
 * function the e-learning area publishes, classroom participants through the classroom area's (decision 0233), which
 * apply the licence screens' own rules (course programme, approved, the fee only when accepted). Each refuses
 * the whole selection when one row breaks a rule and treats another customer's row as missing, so a refusal of
 * either cancels nothing of both; its message key is the answer a user can act on.
 */
export async function cancelCustomerLicenses(
  shared: Kysely<any>,
  principal: Principal,
  customerId: number,
  selection: RowIds & { acceptCancellationFee: boolean },
) {
  try {
    return await shared.transaction().execute(async (trx) => {
      let cancelled = 0;
      if (selection.licenseIds.length > 0) {
        const { rows } = await sql<{ cancelled: number }>`
          select published.elearning_cancel_licenses(${[...selection.licenseIds]}::int[], ${customerId},
            ${selection.acceptCancellationFee}, ${principal.userId}) as cancelled`.execute(trx);
        cancelled += rows[0]?.cancelled ?? 0;
      }
      if (selection.participantIds.length > 0) {
        const { rows } = await sql<{ cancelled: number }>`
          select published.classroom_cancel_participants(${[...selection.participantIds]}::int[], ${customerId},
            ${selection.acceptCancellationFee}, ${principal.userId}) as cancelled`.execute(trx);
        cancelled += rows[0]?.cancelled ?? 0;
      }
      return { cancelled };
    });
  } catch (error) {
    throw publishedRefusal(error) ?? error;
  }
}
