import { Button, ErrorPanel, ProgressBar, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { userMassImportEndpoints } from '@atrium/users-contract';
import { useEffect } from 'react';
import { RegistrationReportView } from './RegistrationReportView';

interface ResultStepProps {
  importId: number;
  onFinish: () => void;
  onBack: () => void;
}

const POLL_MS = 1000;

/** Step 5 (document 003 §2): the registration's progress while the background job runs, then its result. */
export function ResultStep({ importId, onFinish, onBack }: ResultStepProps) {
  const t = useT();
  const loaded = useEndpoint(userMassImportEndpoints.get, { params: { id: importId } });
  const running = loaded.data?.status === 'queued' || loaded.data?.status === 'running';
  const { reload } = loaded;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, reload, loaded.data]);

  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={reload} />;
  if (!loaded.data) return <Spinner />;
  const imported = loaded.data;
  return (
    <section aria-labelledby="mass-import-result">
      <h2 id="mass-import-result">{t('userMassImport.step.5')}</h2>
      {running && <ProgressBar value={(imported.done / Math.max(1, imported.total)) * 100} labelKey="userMassImport.result.progress" />}
      {imported.status === 'failed' && (
        <>
          <p className="atr-field-error" role="alert">
            {t(imported.error ?? 'userMassImport.error.failed')}
          </p>
          <Button onClick={onBack}>{t('userMassImport.back')}</Button>
        </>
      )}
      {imported.status === 'done' && imported.report && (
        <>
          <p role="status">{t('userMassImport.result.done', { count: imported.total })}</p>
          <RegistrationReportView report={imported.report} />
          <Button variant="primary" onClick={onFinish}>
            {t('userMassImport.result.finish')}
          </Button>
        </>
      )}
    </section>
  );
}
