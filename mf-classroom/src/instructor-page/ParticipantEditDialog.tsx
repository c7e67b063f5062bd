import { useState } from 'react';
import {
  instructorPageEndpoints as endpoints,
  instructorStatusSchema,
  type InstructorParticipant,
  type InstructorStatus,
} from '@atrium/classroom-contract';
import { Button, callEndpoint, Modal, Select, TextField, toast, useT } from '@atrium/shared-ui';

import { resultOf as result, validResult as valid } from './result-input';

/** Inline edit of one participant: status (never cancelled here) and the pre- and post-test results. */
export function ParticipantEditDialog({
  participant,
  onClose,
  onSaved,
}: {
  participant: InstructorParticipant;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const initial = instructorStatusSchema.safeParse(participant.license.status);
  const [status, setStatus] = useState<InstructorStatus>(initial.success ? initial.data : 'enrolled');
  const [pretest, setPretest] = useState(participant.license.pretest?.toString() ?? '');
  const [posttest, setPosttest] = useState(participant.license.posttest?.toString() ?? '');
  const name = participant.user.name ?? `#${participant.user.id}`;

  const save = async () => {
    if (!valid(pretest) || !valid(posttest)) return;
    try {
      await callEndpoint(endpoints.participantItem, {
        params: { licenseId: participant.license.id },
        body: { licenseStatus: status, pretest: result(pretest), posttest: result(posttest) },
      });
      toast.success('userUpdated');
      onSaved();
    } catch {
      toast.error('instructor-page.failed');
    }
  };

  return (
    <Modal
      open
      title={t('instructor-page.edit', { name })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => void save()}>
            {t('instructor-page.save')}
          </Button>
        </>
      }
    >
      <Select
        label={t('instructor-page.status')}
        value={status}
        options={instructorStatusSchema.options.map((value) => ({ value, label: t(`classroom-management.participantStatus.${value}`) }))}
        onChange={(event) => setStatus(instructorStatusSchema.catch(status).parse(event.target.value))}
      />
      <TextField
        label={t('instructor-page.pretest')}
        inputMode="numeric"
        value={pretest}
        error={valid(pretest) ? undefined : 'classroom-management.invalid.count'}
        onChange={(event) => setPretest(event.target.value)}
      />
      <TextField
        label={t('instructor-page.posttest')}
        inputMode="numeric"
        value={posttest}
        error={valid(posttest) ? undefined : 'classroom-management.invalid.count'}
        onChange={(event) => setPosttest(event.target.value)}
      />
    </Modal>
  );
}
