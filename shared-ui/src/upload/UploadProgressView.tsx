import { ProgressBar } from '../components/ProgressBar';
import { useT } from '../i18n/use-t';
import type { UploadProgress } from './send-with-progress';

const MB = 1024 * 1024;

/** Upload progress in percent and in MB (document 001 §7), for every upload with a progress bar. */
export function UploadProgressView({ progress }: { progress: UploadProgress }) {
  const t = useT();
  return (
    <>
      <ProgressBar value={progress.total ? (progress.loaded / progress.total) * 100 : 0} labelKey="upload.uploading" />
      <span>{t('upload.progressMb', { loaded: (progress.loaded / MB).toFixed(1), total: (progress.total / MB).toFixed(1) })}</span>
    </>
  );
}
