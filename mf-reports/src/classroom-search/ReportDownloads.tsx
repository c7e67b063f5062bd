import {
  type ClassroomSearchType,
  REPORT_FILE_FORMATS,
  reportExportEndpoints,
  reportExportFileUrl,
  type ReportFileFormat,
} from '@atrium/reports-contract';
import { Button, callEndpoint, ErrorPanel, ProgressBar, useEndpoint, useLocationSearch, useT } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';

const POLL_MS = 1000;

/** One file being made: its progress while the job runs, then the link to it (decision 0229). */
function ExportProgress({ id }: { id: number }) {
  const t = useT();
  const loaded = useEndpoint(reportExportEndpoints.get, { params: { id } });
  const running = loaded.data?.status === 'queued' || loaded.data?.status === 'running';
  const { reload } = loaded;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, reload, loaded.data]);
  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={reload} />;
  const made = loaded.data;
  if (!made || running) {
    const percent = made?.total ? (made.done / made.total) * 100 : 0;
    return <ProgressBar value={percent} labelKey="classroomSearch.file.making" />;
  }
  if (made.status === 'failed') {
    return (
      <p className="atr-field-error" role="alert">
        {t(made.error ?? 'reportExport.error.failed')}
      </p>
    );
  }
  return (
    <p role="status">
      <a href={reportExportFileUrl(made.id)} download={made.fileName}>
        {t('classroomSearch.file.download', { name: made.fileName })}
      </a>
    </p>
  );
}

/**
 * The result as an Excel or CSV file. The file is made in the background (a pg-boss job), so a report of a million
 * lines neither holds the window nor a request open; the window shows the progress and then the link.
 */
export function ReportDownloads({ type }: { type: ClassroomSearchType }) {
  const t = useT();
  const search = useLocationSearch();
  const [made, setMade] = useState<Partial<Record<ReportFileFormat, number>>>({});
  const [starting, setStarting] = useState<ReportFileFormat | null>(null);
  const [failed, setFailed] = useState<{ format: ReportFileFormat; error: unknown } | null>(null);
  const start = async (format: ReportFileFormat) => {
    setStarting(format);
    setFailed(null);
    try {
      const file = await callEndpoint(reportExportEndpoints.start, { body: { type, format, query: search.replace(/^\?/, '') } });
      setMade((before) => ({ ...before, [format]: file.id }));
    } catch (failure) {
      setFailed({ format, error: failure });
    } finally {
      setStarting(null);
    }
  };
  return (
    <section aria-label={t('classroomSearch.file.title')} className="atr-report-downloads">
      <p>
        {REPORT_FILE_FORMATS.map((format) => (
          <Button key={format} busy={starting === format} onClick={() => void start(format)}>
            {t(`classroomSearch.file.make.${format}`)}
          </Button>
        ))}
      </p>
      {failed && <ErrorPanel error={failed.error} onRetry={() => void start(failed.format)} />}
      {REPORT_FILE_FORMATS.map((format) => {
        const id = made[format];
        return id === undefined ? null : <ExportProgress key={`${format}-${id}`} id={id} />;
      })}
    </section>
  );
}
