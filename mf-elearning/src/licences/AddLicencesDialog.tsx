import { addLicencesResponseSchema, type AddLicencesResponse } from '@atrium/elearning-service/contract';
import { apiFetch } from '@atrium/shared-ui';
import { AddUsersDialog, type UserPick } from './AddUsersDialog';

export function addLicences(
  courseId: number,
  picks: UserPick[],
  sendEmailNotification: boolean,
  sendSmsNotification: boolean,
): Promise<AddLicencesResponse> {
  const body = {
    usersWithCustomer: picks.map((pick) => ({ userId: pick.user.id, customerId: pick.customer?.id ?? null })),
    sendEmailNotification,
    sendSmsNotification,
  };
  return apiFetch(`/api/elearning/data/license/ecourse/${courseId}`, { method: 'POST', body }).then((answer) =>
    addLicencesResponseSchema.parse(answer),
  );
}

/** POST data/license/ecourse/{id} (document 001 §7). The product has no SMS gateway (ARCHITECTURE.md), so no SMS choice is offered. */
export function AddLicencesDialog({
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
    <AddUsersDialog open={open} onClose={onClose} onAdded={onAdded} submit={(picks, email) => addLicences(courseId, picks, email, false)} />
  );
}
