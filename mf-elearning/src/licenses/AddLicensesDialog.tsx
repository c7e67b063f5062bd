import { licenseEndpoints, type AddLicensesResponse } from '@atrium/elearning-contract';
import { callEndpoint } from '@atrium/shared-ui';
import { AddUsersDialog, type UserPick } from './AddUsersDialog';

function addLicenses(
  courseId: number,
  picks: UserPick[],
  sendEmailNotification: boolean,
  sendSmsNotification: boolean,
): Promise<AddLicensesResponse> {
  const body = {
    usersWithCustomer: picks.map((pick) => ({ userId: pick.user.id, customerId: pick.customer?.id ?? null })),
    sendEmailNotification,
    sendSmsNotification,
  };
  return callEndpoint(licenseEndpoints.add, { params: { id: courseId }, body });
}

/** POST data/license/ecourse/{id} (document 001 §7). The product has no SMS gateway (ARCHITECTURE.md), so no SMS choice is offered. */
export function AddLicensesDialog({
  courseId,
  open,
  onClose,
  onAdded,
}: {
  courseId: number;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  return (
    <AddUsersDialog open={open} onClose={onClose} onAdded={onAdded} submit={(picks, email) => addLicenses(courseId, picks, email, false)} />
  );
}
