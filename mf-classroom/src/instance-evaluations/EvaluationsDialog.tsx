import { useState } from 'react';
import { instanceEvaluationEndpoints as endpoints } from '@atrium/classroom-contract';
import { Button, ErrorPanel, Modal, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { EvaluationOverview } from './EvaluationOverview';
import './messages';

/** The instructor page's evaluation modal, in the large size (document 002 §2): the answers, loaded when opened. */
export function EvaluationsDialog({ instanceId }: { instanceId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const overview = useEndpoint(endpoints.overview, open ? { params: { instanceId } } : null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('evaluations.show')}</Button>
      <Modal open={open} size="large" title={t('evaluations.heading')} onClose={() => setOpen(false)}>
        {overview.error && <ErrorPanel error={overview.error} onRetry={overview.reload} />}
        {!overview.data && !overview.error && <Spinner />}
        {overview.data && <EvaluationOverview data={overview.data} />}
      </Modal>
    </>
  );
}
