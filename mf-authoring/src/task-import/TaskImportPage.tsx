import {
  customerDetailsEndpoints,
  TASK_IMPORT_COLUMN_LABELS,
  type AuthoringLocale,
  type TaskImportResult,
} from '@atrium/authoring-contract';
import {
  Button,
  failureKey,
  hrefTo,
  Link,
  Page,
  ProgressBar,
  Select,
  toast,
  useEndpoint,
  useT,
  type UploadProgress,
} from '@atrium/shared-ui';
import { useId, useState } from 'react';
import { AuthorGate } from '../author/AuthorGate';
import { localeOptions } from '../author/locale-options';
import { templateHref, uploadTasks } from './task-import-api';
import './messages';

/** The rows of the checked file with what is wrong in each, named by column. */
function CheckedRows({ result, locale }: { result: TaskImportResult; locale: AuthoringLocale }) {
  const t = useT();
  const wrong = result.rows.filter((row) => row.problems.length > 0);
  const present = result.rows.filter((row) => row.alreadyPresent);
  return (
    <section aria-labelledby="kpg-import-check">
      <h2 id="kpg-import-check">{t('kpg.taskImport.checked', { count: result.rows.length })}</h2>
      {present.length > 0 && (
        <div role="status">
          <p>{t('kpg.taskImport.alreadyPresent', { count: present.length })}</p>
          <ul>
            {present.map((row) => (
              <li key={row.row}>{t('kpg.taskImport.presentRow', { row: row.row, question: row.question })}</li>
            ))}
          </ul>
        </div>
      )}
      {wrong.length === 0 ? (
        <p>{t('kpg.taskImport.allFine')}</p>
      ) : (
        <table className="atr-table">
          <caption>{t('kpg.taskImport.problems', { count: wrong.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('kpg.taskImport.row')}</th>
              <th scope="col">{TASK_IMPORT_COLUMN_LABELS[locale].question}</th>
              <th scope="col">{t('kpg.taskImport.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {wrong.map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td>{row.question}</td>
                <td>
                  <ul>
                    {row.problems.map((problem) => (
                      <li key={`${problem.column}-${problem.key}`}>
                        {problem.column ? `${TASK_IMPORT_COLUMN_LABELS[locale][problem.column]}: ` : ''}
                        {t(problem.key)}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function TaskImport({ defaultLocale }: { defaultLocale: AuthoringLocale }) {
  const t = useT();
  const fileId = useId();
  const [locale, setLocale] = useState<AuthoringLocale>(defaultLocale);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<TaskImportResult | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const send = (chosen: File, save: boolean) => {
    setProgress({ loaded: 0, total: chosen.size });
    uploadTasks(chosen, locale, save, setProgress)
      .then((answer) => {
        setResult(answer);
        if (save && answer.imported > 0) {
          setImported(answer.imported);
          toast.success('kpg.taskImport.imported', { count: answer.imported });
        }
      })
      .catch((error: unknown) => toast.error(failureKey(error)))
      .finally(() => setProgress(null));
  };
  // Rows already there are skipped: the import offers the others, and nothing when every row is there.
  const fresh = result?.rows.filter((row) => !row.alreadyPresent).length ?? 0;
  const ready = result !== null && fresh > 0 && result.rows.every((row) => row.problems.length === 0) && imported === null;
  return (
    <>
      <p>{t('kpg.taskImport.intro')}</p>
      <p>
        <a href={templateHref()} download>
          {t('kpg.taskImport.template')}
        </a>
      </p>
      <Select
        label={t('kpg.taskImport.locale')}
        value={locale}
        options={localeOptions(t)}
        onChange={(e) => {
          setLocale(e.target.value as AuthoringLocale);
          setResult(null);
        }}
      />
      <div className="atr-field">
        <label htmlFor={fileId} className="atr-field-label">
          {t('kpg.taskImport.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".xlsx,.csv,.txt"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setResult(null);
            setImported(null);
            if (chosen) send(chosen, false);
          }}
        />
      </div>
      {progress && <ProgressBar value={(progress.loaded * 100) / (progress.total || 1)} labelKey="kpg.taskImport.checking" />}
      {result && <CheckedRows result={result} locale={locale} />}
      {ready && file && (
        <Button variant="primary" onClick={() => send(file, true)}>
          {t('kpg.taskImport.save', { count: fresh })}
        </Button>
      )}
      {imported !== null && (
        <p role="status">
          {t('kpg.taskImport.imported', { count: imported })}{' '}
          <Link href={hrefTo('elearningpackage.tasks')}>{t('kpg.taskImport.toTasks')}</Link>
        </p>
      )}
    </>
  );
}

function Loaded() {
  const details = useEndpoint(customerDetailsEndpoints.get, {});
  return details.data ? <TaskImport defaultLocale={details.data.defaultLocale} /> : null;
}

/** /elearningpackage/taskimport: tasks from a filled-in template, checked row by row before anything is saved. */
export default function TaskImportPage() {
  const t = useT();
  return (
    <AuthorGate>
      <Page title={t('kpg.taskImport.title')}>
        <Loaded />
      </Page>
    </AuthorGate>
  );
}
