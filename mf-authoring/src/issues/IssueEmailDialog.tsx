import { issueEndpoints, splitTags, type Issue } from '@atrium/authoring-contract';
import { Button, callEndpoint, failureKey, fieldErrorsOf, Modal, TextField, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';

/** §7 "issue email": sends the issue to the addresses written, comma-separated. */
export function IssueEmailDialog({ issue, onClose }: { issue: Issue; onClose: () => void }) {
  const t = useT();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = () =>
    void callEndpoint(issueEndpoints.email, { params: { uuid: issue.uuid }, body: { to: splitTags(to) } })
      .then(({ queued }) => {
        toast.success('kpg.issue.emailed', { count: queued });
        onClose();
      })
      .catch((failure: unknown) => {
        const fieldError = Object.entries(fieldErrorsOf(failure)).find(([field]) => field.startsWith('to'))?.[1];
        if (fieldError) setError(fieldError);
        else toast.error(failureKey(failure));
      });
  return (
    <Modal
      open
      title={t('kpg.issue.emailTitle')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={send}>
            {t('kpg.issue.send')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('kpg.issue.emailTo')}
        hint={t('kpg.issue.emailHint')}
        value={to}
        error={error}
        onChange={(e) => setTo(e.target.value)}
      />
    </Modal>
  );
}
