import { scormImportEndpoints, type FileScan } from '@atrium/authoring-contract';
import { Button, callEndpoint, failureKey, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import './messages';

/** §7 "file scan" in the package editor (decision 0255): each lesson's unused files and the files its pages miss. */
export function FileScanPanel({ uuid }: { uuid: string }) {
  const t = useT();
  const [scan, setScan] = useState<FileScan | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = () => {
    setRunning(true);
    setFailure(null);
    callEndpoint(scormImportEndpoints.fileScan, { params: { uuid } })
      .then(setScan)
      .catch((error: unknown) => setFailure(failureKey(error)))
      .finally(() => setRunning(false));
  };
  return (
    <section aria-labelledby="kpg-file-scan">
      <h2 id="kpg-file-scan">{t('kpg.fileScan.title')}</h2>
      <Button onClick={run} busy={running}>
        {t('kpg.fileScan.run')}
      </Button>
      {failure && <p role="alert">{t(failure)}</p>}
      {scan && scan.lessons.length === 0 && <p role="status">{t('kpg.fileScan.clean')}</p>}
      {scan?.lessons.map((lesson) => (
        <div key={lesson.uuid}>
          <h3>{lesson.title}</h3>
          {lesson.unusedFiles.length > 0 && (
            <>
              <h4>{t('kpg.fileScan.unused')}</h4>
              <ul>
                {lesson.unusedFiles.map((file) => (
                  <li key={file}>{file}</li>
                ))}
              </ul>
            </>
          )}
          {lesson.missingFiles.length > 0 && (
            <>
              <h4>{t('kpg.fileScan.missing')}</h4>
              <ul>
                {lesson.missingFiles.map((missing) => (
                  <li key={missing.file}>{t('kpg.fileScan.missingFile', { file: missing.file, referencedBy: missing.referencedBy })}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      ))}
    </section>
  );
}
