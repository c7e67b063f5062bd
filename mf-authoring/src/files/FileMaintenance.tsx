import {
  DEFAULT_RESIZE_WIDTH,
  fileMaintenanceEndpoints,
  MAX_RESIZE_WIDTH,
  MIN_RESIZE_WIDTH,
  type FileJob,
} from '@atrium/authoring-contract';
import { Button, callEndpoint, ErrorPanel, failureKey, ProgressBar, TextField, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';
import './messages';

const failed = (error: unknown) => toast.error(failureKey(error));
const isOpen = (job: FileJob | null | undefined) => job?.status === 'queued' || job?.status === 'running';

/** The resize job's state: its progress while it runs, what it did when it ended. */
function ResizeJobState({ job }: { job: FileJob }) {
  const t = useT();
  return (
    <div role="status">
      <p>{t(`kpg.files.resizeStatus.${job.status}`)}</p>
      {job.status === 'running' && <ProgressBar value={(job.done * 100) / (job.total || 1)} labelKey="kpg.files.resizeProgress" />}
      {job.status !== 'queued' && <p>{t('kpg.files.resizeCount', { done: job.done, total: job.total, changed: job.changed })}</p>}
      {job.message && (
        <p>{t(job.status === 'errored' ? 'kpg.files.resizeStatus.errored' : 'kpg.files.resizeSkipped', { names: job.message })}</p>
      )}
    </div>
  );
}

/** §7 resize all files and invalidate cache keys, for all of the author's lessons (decision 0249). */
export function FileMaintenance() {
  const t = useT();
  const [width, setWidth] = useState(String(DEFAULT_RESIZE_WIDTH));
  const job = useEndpoint(fileMaintenanceEndpoints.resizeStatus, {});
  const { reload } = job;
  const open = isOpen(job.data);
  // While the job is queued or running its progress is fetched again every few seconds.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(reload, 2000);
    return () => clearTimeout(timer);
  }, [open, job.data, reload]);

  const resize = () =>
    void callEndpoint(fileMaintenanceEndpoints.resizeAll, { body: { maxWidth: Number(width) } })
      .then(reload)
      .catch(failed);
  const invalidate = () =>
    void callEndpoint(fileMaintenanceEndpoints.invalidateCacheKeys, { body: {} })
      .then(({ lessons }) => toast.success('kpg.files.cacheKeysRenewed', { count: lessons }))
      .catch(failed);
  return (
    <section aria-labelledby="kpg-files-maintenance">
      <h2 id="kpg-files-maintenance">{t('kpg.files.maintenance')}</h2>
      <p>{t('kpg.files.resizeIntro')}</p>
      <TextField
        label={t('kpg.files.resizeWidth')}
        type="number"
        min={MIN_RESIZE_WIDTH}
        max={MAX_RESIZE_WIDTH}
        value={width}
        onChange={(e) => setWidth(e.target.value)}
      />
      <Button onClick={resize} disabled={open}>
        {t('kpg.files.resizeStart')}
      </Button>
      {job.error && <ErrorPanel error={job.error} onRetry={reload} />}
      {job.data && <ResizeJobState job={job.data} />}
      <p>{t('kpg.files.invalidateIntro')}</p>
      <Button onClick={invalidate}>{t('kpg.files.invalidateCacheKeys')}</Button>
    </section>
  );
}
