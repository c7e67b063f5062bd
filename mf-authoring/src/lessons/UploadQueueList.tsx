import { ProgressBar, useT } from '@atrium/shared-ui';
import type { QueuedFile } from './upload-queue';

/** §4: the files of the upload queue with their states, and the progress of those uploading. */
export function UploadQueueList({ queue }: { queue: QueuedFile[] }) {
  const t = useT();
  if (!queue.length) return null;
  return (
    <ul aria-label={t('kpg.files.queue')}>
      {queue.map((item) => (
        <li key={item.id}>
          {item.path ?? item.file.name}: {item.error ? t(item.error) : t(`kpg.upload.${item.state}`)}
          {item.state === 'uploading' && (
            <ProgressBar value={(item.loaded * 100) / (item.file.size || 1)} labelKey="kpg.upload.uploading" />
          )}
        </li>
      ))}
    </ul>
  );
}
