import { lessonEndpoints, type FileMatch } from '@atrium/authoring-contract';
import { Button, callEndpoint, failureKey, hrefTo, Link, Page, ProgressBar, Spinner, toast, useT } from '@atrium/shared-ui';
import { useId, useState } from 'react';
import { AuthorGate } from '../author/AuthorGate';
import { runUploadQueue, type QueuedFile } from '../lessons/upload-queue';
import { FileMaintenance } from './FileMaintenance';
import '../messages';

interface Row {
  file: File;
  match: FileMatch;
}

/** One file: where it goes (or why it cannot), and its place in the queue once the upload has started. */
function FileRow({ row, queued }: { row: Row; queued?: QueuedFile }) {
  const t = useT();
  const { match } = row;
  const state = queued?.error ? t(queued.error) : t(`kpg.upload.${queued?.state ?? 'pending'}`);
  return (
    <tr>
      <td>{row.file.name}</td>
      <td>
        {match.lesson ? (
          <Link href={hrefTo('elearningpackage.editlesson', { uuid: match.lesson.uuid })}>
            {match.lesson.title || match.lesson.uniqueFileName}
          </Link>
        ) : (
          t(match.problem ?? 'kpg.files.noLesson')
        )}
        {match.replaces && ` (${t('kpg.files.replaces')})`}
      </td>
      <td>
        {match.lesson ? state : '–'}
        {queued?.state === 'uploading' && (
          <ProgressBar value={(queued.loaded * 100) / (queued.file.size || 1)} labelKey="kpg.upload.uploading" />
        )}
      </td>
    </tr>
  );
}

function MassUpload() {
  const t = useT();
  const inputId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [queue, setQueue] = useState<QueuedFile[] | null>(null);
  const [checking, setChecking] = useState(false);
  const ready = rows.filter((row) => row.match.lesson);
  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    setQueue(null);
    setRows([]);
    if (!chosen.length) return;
    setChecking(true);
    // §7 "file check before upload": each name is matched to its lesson first; nothing is sent before the author starts.
    void callEndpoint(lessonEndpoints.matchFiles, { body: { fileNames: chosen.map((file) => file.name) } })
      .then(({ files: matches }) => setRows(chosen.map((file, index) => ({ file, match: matches[index]! }))))
      .catch((error: unknown) => toast.error(failureKey(error)))
      .finally(() => setChecking(false));
  };
  const start = () => {
    const items = ready.map((row) => ({ file: row.file, lessonUuid: row.match.lesson!.uuid }));
    void runUploadQueue(items, setQueue, () => undefined).then(() => toast.success('kpg.files.done'));
  };
  const total = ready.reduce((sum, row) => sum + row.file.size, 0);
  const loaded = queue?.reduce((sum, item) => sum + item.loaded, 0) ?? 0;
  const running = queue !== null && queue.some((item) => item.state !== 'completed');
  return (
    <Page title={t('kpg.files.massUpload')}>
      <p>{t('kpg.files.massIntro')}</p>
      <div className="atr-field">
        <label htmlFor={inputId} className="atr-field-label">
          {t('kpg.files.choose')}
        </label>
        <input id={inputId} type="file" multiple disabled={running} onChange={(e) => choose(e.target.files)} />
      </div>
      {checking && <Spinner />}
      {rows.length > 0 && (
        <table className="atr-table">
          <caption>{t('kpg.files.matched', { count: ready.length, total: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('kpg.files.file')}</th>
              <th scope="col">{t('kpg.files.lesson')}</th>
              <th scope="col">{t('kpg.files.state')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <FileRow key={row.file.name} row={row} queued={queue?.find((item) => item.file === row.file)} />
            ))}
          </tbody>
        </table>
      )}
      {queue && <ProgressBar value={(loaded * 100) / (total || 1)} labelKey="kpg.files.progress" />}
      {ready.length > 0 && queue === null && (
        <Button variant="primary" onClick={start}>
          {t('kpg.files.start', { count: ready.length })}
        </Button>
      )}
      <FileMaintenance />
    </Page>
  );
}

/**
 * /elearningpackage/files: many files at once, each to the lesson of its unique file name, through the upload queue (§4, §9);
 * below it the maintenance of all files (§7).
 */
export default function FilesPage() {
  return (
    <AuthorGate>
      <MassUpload />
    </AuthorGate>
  );
}
