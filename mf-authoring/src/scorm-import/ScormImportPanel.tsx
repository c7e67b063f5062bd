import type { ScormImportResult } from '@atrium/authoring-contract';
import { Button, failureKey, hrefTo, Link, ProgressBar, Spinner, useT, type UploadProgress } from '@atrium/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { importScorm } from './scorm-import-api';
import './messages';

/**
 * "Import SCORM" on the packages list (decision 0254): choose a zip, watch it go up, then wait while the server unpacks
 * and stores it; the result names what the package became and links to it.
 */
export function ScormImportPanel({ onImported }: { onImported: () => void }) {
  const t = useT();
  const fileId = useId();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<ScormImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The file field is disabled while the package goes up, which drops focus to the page: the outcome takes it.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result || failure) outcome.current?.focus();
  }, [result, failure]);
  const send = (file: File) => {
    setResult(null);
    setFailure(null);
    setProgress({ loaded: 0, total: file.size });
    importScorm(file, setProgress)
      .then((answer) => {
        setResult(answer);
        onImported();
      })
      .catch((error: unknown) => setFailure(failureKey(error)))
      .finally(() => setProgress(null));
  };
  const sent = progress !== null && progress.total > 0 && progress.loaded >= progress.total;
  return (
    <section aria-label={t('kpg.scormImport.title')}>
      <div className="atr-toolbar">
        <Button aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('kpg.scormImport.open')}
        </Button>
      </div>
      {open && (
        <div>
          <p>{t('kpg.scormImport.intro')}</p>
          <div className="atr-field">
            <label htmlFor={fileId} className="atr-field-label">
              {t('kpg.scormImport.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".zip,application/zip"
              disabled={progress !== null}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) send(chosen);
              }}
            />
          </div>
          {progress && !sent && (
            <ProgressBar value={(progress.loaded * 100) / (progress.total || 1)} labelKey="kpg.scormImport.uploading" />
          )}
          {sent && (
            <p>
              <Spinner labelKey="kpg.scormImport.storing" /> <span aria-hidden="true">{t('kpg.scormImport.storing')}</span>
            </p>
          )}
          <div ref={outcome} tabIndex={-1}>
            {failure && <p role="alert">{t(failure)}</p>}
            {result && (
              <div role="status">
                <p>
                  {t(`kpg.scormImport.done.${result.kind}`, { name: result.internalName })}{' '}
                  {t('kpg.scormImport.counts', { lessons: result.lessons, tasks: result.tasks, files: result.files })}
                </p>
                {result.leftOut.length > 0 && (
                  <>
                    <p>{t('kpg.scormImport.leftOut', { count: result.leftOut.length })}</p>
                    <ul>
                      {result.leftOut.map((name) => (
                        <li key={name}>{name}</li>
                      ))}
                    </ul>
                  </>
                )}
                <Link href={hrefTo('elearningpackage.editpackage', { uuid: result.uuid })}>{t('kpg.scormImport.openPackage')}</Link>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
