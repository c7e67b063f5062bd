import { ApiError, failureKey, toast, type MessageParams } from '@atrium/shared-ui';

// The refusals the service answers with (409), each with its own message on this screen.
const REFUSALS: Record<string, string> = {
  'notification.noseats': 'notification.noseats',
  'notification.notenoughseats': 'notification.notenoughseats',
  'notification.useralready': 'notification.useralready',
  'license.add.notEnoughSeats': 'notification.notenoughseats',
  'license.add.instanceCancelled': 'classroom-management.refused.instanceCancelled',
  'license.cancel.feeNotAccepted': 'classroom-management.refused.fee',
  'license.cancel.approved': 'classroom-management.refused.approved',
  'license.cancel.partOfCourseProgram': 'classroom-management.refused.courseProgram',
  // The sales area's answers to an order from the waiting list (decision 0144).
  'checkout.error.notEnoughSeats': 'notification.notenoughseats',
  'checkout.error.priceMissing': 'classroom-management.refused.priceMissing',
  'waitingListOrder.error.alreadyEnrolled': 'notification.useralready',
};

/** A refusal this screen words itself, else any refusal key the catalogues know, else the general failure. */
export function showRefusal(error: unknown): void {
  const known = failureKey(error);
  toast.error(
    (error instanceof ApiError && REFUSALS[error.message]) || (known.startsWith('http.') ? 'classroom-management.failed' : known),
  );
}

/**
 * Runs a write and shows its outcome: the success message (or what `success` makes of the answer), or the message
 * key the service refused with (notification.noseats, license.cancel.feeNotAccepted, …), else a general failure.
 * Resolves to whether it worked.
 */
export async function perform<T>(
  write: () => Promise<T>,
  success: string | ((answer: T) => void),
  params?: MessageParams,
): Promise<boolean> {
  let answer: T;
  try {
    answer = await write();
  } catch (error) {
    showRefusal(error);
    return false;
  }
  if (typeof success === 'string') toast.success(success, params);
  else success(answer);
  return true;
}
