import { Button, failureKey, ProgressBar, useT, type UploadProgress } from '@atrium/shared-ui';
import type { ParseResult } from '@atrium/users-contract';
import { useId, useState } from 'react';
import { templateHref, uploadSpreadsheet } from './user-mass-import-api';

interface UploadStepProps {
  customerId: number;
  onParsed: (result: ParseResult) => void;
  onBack: () => void;
}

/** Step 2 (document 003 §2): download the template, upload the filled-in xlsx or csv. */
export function UploadStep({ customerId, onParsed, onBack }: UploadStepProps) {
  const t = useT();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    setError(null);
    setProgress({ loaded: 0, total: file.size });
    try {
      onParsed(await uploadSpreadsheet(customerId, file, setProgress));
    } catch (failure) {
      // The upload rejects with the server's message: a key of ours when the file was refused.
      const message = failure instanceof Error ? failure.message : '';
      setError(message.startsWith('userMassImport.') ? message : failureKey(failure));
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="mass-import-upload">
      <h2 id="mass-import-upload">{t('userMassImport.step.2')}</h2>
      <p>
        <a href={templateHref()} download>
          {t('userMassImport.upload.template')}
        </a>
      </p>
      <label htmlFor={inputId}>{t('userMassImport.upload.file')}</label>
      <input
        id={inputId}
        type="file"
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {progress && <ProgressBar value={(progress.loaded / Math.max(1, progress.total)) * 100} labelKey="userMassImport.upload.progress" />}
      {error && (
        <p className="atr-field-error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="atr-actions">
        <Button onClick={onBack}>{t('userMassImport.back')}</Button>
        <Button variant="primary" disabled={!file || progress !== null} onClick={() => void upload()}>
          {t('userMassImport.upload.read')}
        </Button>
      </div>
    </section>
  );
}
