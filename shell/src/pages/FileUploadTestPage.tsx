import { useId, useState } from 'react';
import { Page, ProgressBar, useT } from '@atrium/shared-ui';
import { readFileWithProgress } from './read-file-with-progress';
import './test-page-messages';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / MB).toFixed(1);

interface Reading {
  name: string;
  loaded: number;
  total: number;
  state: 'reading' | 'done' | 'failed';
}

/**
 * Document 001 §2 /fileupload-test: the progress display of uploads, in percent and MB. The page only
 * reads the chosen file in the browser and shows the progress of that read. It posts nowhere: every
 * upload endpoint of the product attaches the file to a course or package, and a test page must not
 * change data.
 */
export function FileUploadTestPage() {
  const t = useT();
  const inputId = useId();
  const [reading, setReading] = useState<Reading | null>(null);

  const read = async (file: File) => {
    const update = (change: Partial<Reading>) => setReading((current) => current && { ...current, ...change });
    setReading({ name: file.name, loaded: 0, total: file.size, state: 'reading' });
    try {
      await readFileWithProgress(file, (loaded) => update({ loaded }));
      update({ state: 'done' });
    } catch {
      update({ state: 'failed' });
    }
  };

  return (
    <Page title={t('fileuploadtest.title')}>
      <p>{t('fileuploadtest.intro')}</p>
      <div className="atr-field">
        <label htmlFor={inputId} className="atr-field-label">
          {t('fileuploadtest.file')}
        </label>
        <input
          id={inputId}
          type="file"
          disabled={reading?.state === 'reading'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void read(file);
          }}
        />
      </div>
      {reading && (
        <>
          <ProgressBar value={reading.total ? (reading.loaded / reading.total) * 100 : 100} labelKey="fileuploadtest.progress" />
          <p data-testid="fileupload-megabytes">
            {t('fileuploadtest.megabytes', { loaded: megabytes(reading.loaded), total: megabytes(reading.total) })}
          </p>
        </>
      )}
      <p role="status">
        {reading?.state === 'done' && t('fileuploadtest.done', { name: reading.name })}
        {reading?.state === 'failed' && t('fileuploadtest.failed')}
      </p>
    </Page>
  );
}
