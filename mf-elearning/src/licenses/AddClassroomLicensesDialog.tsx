import type { LicenseInstance } from '@atrium/classroom-contract';
import { Select, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { AddUsersDialog } from './AddUsersDialog';
import { addClassroomLicenses } from './clcourse-license-api';
import { instanceChoiceLabel } from './instance-label';
import './messages';

interface Props {
  courseId: number;
  /** The course's instances; cancelled ones take no participants. */
  instances: readonly LicenseInstance[];
  open: boolean;
  onClose(): void;
  onAdded(): void;
}

/** POST data/license/clcourse/{id}: people become participants of the chosen instance, each bought for the customer chosen with them. */
export function AddClassroomLicensesDialog({ courseId, instances, open, onClose, onAdded }: Props) {
  const t = useT();
  const [cliId, setCliId] = useState('');
  const choosable = instances.filter((instance) => instance.courseState !== 'cancelled');
  return (
    <AddUsersDialog
      open={open}
      onClose={onClose}
      onAdded={onAdded}
      ready={cliId !== ''}
      onReset={() => setCliId('')}
      submit={(picks, email) =>
        addClassroomLicenses(
          courseId,
          Number(cliId),
          picks.map((pick) => ({ userId: pick.user.id, customerId: pick.customer?.id ?? null })),
          email,
        )
      }
    >
      <Select
        label={t('license.classroom.add.instance')}
        placeholder={t('license.classroom.add.chooseInstance')}
        required
        options={choosable.map((instance) => ({ value: String(instance.id), label: instanceChoiceLabel(t, instance) }))}
        value={cliId}
        onChange={(event) => setCliId(event.target.value)}
      />
    </AddUsersDialog>
  );
}
