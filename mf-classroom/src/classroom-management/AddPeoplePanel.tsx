import { useState } from 'react';
import { classroomManagementEndpoints as endpoints } from '@atrium/classroom-contract';
import { Button, callEndpoint, CustomerPicker, toast, UserPicker, useT, type CustomerItem, type UserSelectItem } from '@atrium/shared-ui';
import { perform } from './classroom-management-api';
import { useClashGuard } from '../clash-check/use-clash-guard';
import { ClashDialog } from '../clash-check/ClashDialog';
import type { OverviewTabProps } from './PreTab';

/**
 * Adds a person (found, or registered with the picker's "new user") for a customer: as a participant within the
 * free seats, or last on the waiting list. Someone already on the course for the customer is told so (document 002 §4).
 */
export function AddPeoplePanel({ overview, reload }: OverviewTabProps) {
  const t = useT();
  const [user, setUser] = useState<UserSelectItem | null>(null);
  const [customer, setCustomer] = useState<CustomerItem | null>(null);
  const instanceId = overview.instanceId;
  const person = user ? { userId: user.id, customerId: customer?.id ?? null } : null;
  const clashGuard = useClashGuard();

  // A person attending an overlapping instance is shown, with the other course, before being added.
  const addParticipant = async () => {
    if (!person) return;
    await clashGuard.guard({ cliId: instanceId, userIds: [person.userId] }, () => add(person));
  };

  const add = async (chosen: { userId: number; customerId: number | null }) => {
    const added = await perform(
      () => callEndpoint(endpoints.addParticipants, { params: { instanceId }, body: { participants: [chosen] } }),
      (result) => (result.alreadyAdded.length > 0 ? toast.info('notification.useralready') : toast.success('notification.useradded')),
    );
    if (added) {
      setUser(null);
      reload();
    }
  };

  const addToWaitingList = async () => {
    if (!person) return;
    if (
      await perform(
        () => callEndpoint(endpoints.addToWaitingList, { params: { instanceId }, body: person }),
        'classroom-management.waiting.added',
      )
    ) {
      setUser(null);
      reload();
    }
  };

  return (
    <section className="atr-section">
      <h2>{t('classroom-management.addPeople')}</h2>
      <ClashDialog pending={clashGuard.pending} onClose={clashGuard.close} />
      <div className="atr-toolbar">
        <UserPicker label={t('classroom-management.person')} value={user} onChange={setUser} allowNewUser />
        <CustomerPicker label={t('classroom-management.customer')} value={customer} onChange={setCustomer} />
        <Button variant="primary" disabled={!person} onClick={() => void addParticipant()}>
          {t('classroom-management.addParticipant')}
        </Button>
        <Button disabled={!person} onClick={() => void addToWaitingList()}>
          {t('classroom-management.addToWaitingList')}
        </Button>
      </div>
    </section>
  );
}
