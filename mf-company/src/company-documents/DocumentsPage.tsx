import { companyDocumentEndpoints, type CompanyDocument } from '@atrium/company-contract';
import {
  Button,
  callEndpoint,
  type ColDef,
  ConfirmDialog,
  DataGrid,
  ErrorPanel,
  failureKey,
  formatDate,
  Modal,
  Page,
  Spinner,
  TextField,
  toast,
  type UploadProgress,
  UploadProgressView,
  useDebouncedValue,
  useLoad,
  useT,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { documentHref, uploadDocument } from './company-document-api';
import { DocumentFields, type DocumentFieldValues } from './DocumentFields';
import './messages';

const SEARCH_DELAY_MS = 300;
const EMPTY: DocumentFieldValues = { name: '', description: '', locale: '' };
type Mode = { kind: 'upload' } | { kind: 'edit' | 'delete'; document: CompanyDocument } | null;

// Document 001 §8: an edit or delete failure is 'http.500' (or the server's message key).
const failed = (error: unknown) => toast.error(failureKey(error));

/** /my-company/documents (document 001 §2): search, and the modal modes upload, edit and delete (decision 0183). */
export default function DocumentsPage() {
  const t = useT();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const documents = useLoad(`documents:${query}`, (signal) =>
    callEndpoint(companyDocumentEndpoints.search, { body: query ? { query } : {} }, { signal }),
  );
  const [mode, setMode] = useState<Mode>(null);
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const open = (next: Mode) => {
    setValues(next && next.kind !== 'upload' ? { ...next.document, locale: next.document.locale ?? '' } : EMPTY);
    setFile(null);
    setMode(next);
  };
  const done = (message: string) => {
    toast.success(message);
    setMode(null);
    documents.reload();
  };
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    work()
      .catch(failed)
      .finally(() => setBusy(false));
  };

  const save = () => {
    if (mode?.kind === 'upload') {
      if (!file) return;
      run(async () => {
        try {
          await uploadDocument(file, values, setProgress);
          done('file-upload-success');
        } finally {
          setProgress(null);
        }
      });
    } else if (mode?.kind === 'edit') {
      const { document } = mode;
      run(async () => {
        await callEndpoint(companyDocumentEndpoints.edit, {
          params: { id: document.id },
          body: { name: values.name, description: values.description, locale: values.locale ? (values.locale as 'nb_NO') : null },
        });
        done('my-company.documents.edit-success');
      });
    }
  };

  const columns = useMemo<ColDef<CompanyDocument>[]>(
    () => [
      { headerName: t('my-company.documents.name'), field: 'name', flex: 2, minWidth: 180 },
      { headerName: t('my-company.documents.description'), field: 'description', flex: 2, minWidth: 180 },
      { headerName: t('my-company.documents.filename'), field: 'filename', width: 180 },
      {
        headerName: t('my-company.documents.lastModified'),
        colId: 'lastModified',
        width: 130,
        valueGetter: ({ data }) => (data ? formatDate(data.lastModified) : ''),
      },
      {
        headerName: t('my-company.documents.actions'),
        colId: 'actions',
        width: 300,
        sortable: false,
        cellRenderer: ({ data }: { data?: CompanyDocument }) =>
          data ? (
            <span className="atr-row-actions">
              <a className="atr-button atr-button--secondary" href={documentHref(data.id)} download data-main-action>
                {t('my-company.documents.download')}
                <span className="atr-visually-hidden"> {data.name}</span>
              </a>{' '}
              <Button onClick={() => open({ kind: 'edit', document: data })}>
                {t('my-company.documents.edit')}
                <span className="atr-visually-hidden"> {data.name}</span>
              </Button>{' '}
              <Button variant="danger" onClick={() => open({ kind: 'delete', document: data })}>
                {t('my-company.documents.delete')}
                <span className="atr-visually-hidden"> {data.name}</span>
              </Button>
            </span>
          ) : null,
      },
    ],
    [t],
  );

  return (
    <Page
      title={t('my-company.documents.title')}
      actions={
        <Button variant="primary" onClick={() => open({ kind: 'upload' })}>
          {t('my-company.documents.upload')}
        </Button>
      }
    >
      <div className="atr-toolbar" role="search">
        <TextField label={t('my-company.documents.search')} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {documents.error && <ErrorPanel error={documents.error} onRetry={documents.reload} />}
      {!documents.data && !documents.error && <Spinner />}
      {documents.data?.length === 0 && <p>{t('my-company.documents.none')}</p>}
      {documents.data && documents.data.length > 0 && (
        <DataGrid ariaLabel={t('my-company.documents.grid')} rows={documents.data} columns={columns} getRowId={(row) => String(row.id)} />
      )}
      <Modal
        open={mode?.kind === 'upload' || mode?.kind === 'edit'}
        title={t(mode?.kind === 'upload' ? 'my-company.documents.upload.title' : 'my-company.documents.edit.title')}
        onClose={() => setMode(null)}
        footer={
          <Button variant="primary" busy={busy} disabled={mode?.kind === 'upload' && !file} onClick={save}>
            {t(mode?.kind === 'upload' ? 'my-company.documents.upload' : 'my-company.documents.save')}
          </Button>
        }
      >
        {mode?.kind === 'upload' && (
          <label className="atr-field">
            <span className="atr-field-label">{t('my-company.documents.file')}</span>
            <input type="file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </label>
        )}
        {/* Long work shows progress: a large file takes a while to send. */}
        {progress && <UploadProgressView progress={progress} />}
        <DocumentFields values={values} onChange={setValues} />
      </Modal>
      <ConfirmDialog
        open={mode?.kind === 'delete'}
        title={t('my-company.documents.delete.title')}
        message={t('my-company.documents.delete.confirm', { name: mode?.kind === 'delete' ? mode.document.name : '' })}
        confirmLabel={t('my-company.documents.delete')}
        onConfirm={() => {
          if (mode?.kind !== 'delete') return;
          const { document } = mode;
          run(async () => {
            await callEndpoint(companyDocumentEndpoints.remove, { params: { id: document.id } });
            done('file.delete-success');
          });
        }}
        onCancel={() => setMode(null)}
      />
    </Page>
  );
}
