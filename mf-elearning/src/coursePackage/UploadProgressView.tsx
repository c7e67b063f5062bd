import { ProgressBar, useT } from '@atrium/shared-ui';
import type { UploadProgress } from './sendWithProgress';

const MB = 1024 * 1024;

/** Document 001 §7: upload progress in percent and in MB. */
export function UploadProgressView({ progress }: { progress: UploadProgress }) {
  const t = useT();
  return (
    <>
      <ProgressBar value={progress.total ? (progress.loaded / progress.total) * 100 : 0} labelKey="scorm.admin.uploading" />
      <span>{t('scorm.admin.uploadedMb', { loaded: (progress.loaded / MB).toFixed(1), total: (progress.total / MB).toFixed(1) })}</span>
    </>
  );
}
