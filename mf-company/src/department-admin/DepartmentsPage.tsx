import { departmentAdminEndpoints, departmentNameSchema, type CompanyDepartment } from '@atrium/company-contract';
import {
  Button,
  callEndpoint,
  type ColDef,
  DataGrid,
  ErrorPanel,
  failureKey,
  Page,
  Spinner,
  TextField,
  toast,
  useEndpoint,
  useHasRole,
  useT,
} from '@atrium/shared-ui';
import { useMemo, useState, type FormEvent } from 'react';
import { DeleteDepartmentDialog } from './DeleteDepartmentDialog';
import { RenameDepartmentDialog } from './RenameDepartmentDialog';
import './messages';

type Dialog = { kind: 'rename' | 'delete'; department: CompanyDepartment } | null;

/** /my-company/departments (document 001 §2, §3, §6): list with user counts, create, rename, delete with transfer. */
export default function DepartmentsPage() {
  const t = useT();
  const departments = useEndpoint(departmentAdminEndpoints.list, {});
  // Document 001 §6: the department id copy is for platform admins.
  const copiesIds = useHasRole('atrium');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const parsed = departmentNameSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    callEndpoint(departmentAdminEndpoints.create, { body: parsed.data })
      .then(() => {
        toast.success('my-company.departments.created');
        setName('');
        setNameError(undefined);
        departments.reload();
      })
      .catch((error: unknown) => setNameError(failureKey(error)))
      .finally(() => setBusy(false));
  };

  const columns = useMemo<ColDef<CompanyDepartment>[]>(
    () => [
      { headerName: t('my-company.departments.column.name'), field: 'name', flex: 2, minWidth: 200 },
      { headerName: t('my-company.departments.column.userCount'), field: 'userCount', width: 120 },
      {
        headerName: t('my-company.departments.column.actions'),
        colId: 'actions',
        minWidth: 360,
        flex: 1,
        sortable: false,
        cellRenderer: ({ data }: { data?: CompanyDepartment }) =>
          data ? (
            <span className="atr-row-actions">
              <Button data-main-action onClick={() => setDialog({ kind: 'rename', department: data })}>
                {t('my-company.departments.renameShort')}
                <span className="atr-visually-hidden"> {data.name}</span>
              </Button>{' '}
              <Button variant="danger" onClick={() => setDialog({ kind: 'delete', department: data })}>
                {t('my-company.departments.deleteShort')}
                <span className="atr-visually-hidden"> {data.name}</span>
              </Button>{' '}
              {copiesIds && (
                <Button
                  onClick={() =>
                    void navigator.clipboard.writeText(data.uuid).then(() => toast.info('my-company.departments.copied', { id: data.uuid }))
                  }
                >
                  {t('my-company.departments.copyIdShort')}
                  <span className="atr-visually-hidden"> {data.name}</span>
                </Button>
              )}
            </span>
          ) : null,
      },
    ],
    [t, copiesIds],
  );

  const close = () => setDialog(null);
  const changed = () => {
    setDialog(null);
    departments.reload();
  };

  return (
    <Page title={t('my-company.departments.title')}>
      <form className="atr-toolbar" onSubmit={create}>
        <TextField
          label={t('my-company.departments.new')}
          value={name}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={busy}>
          {t('my-company.departments.create')}
        </Button>
      </form>
      {departments.error && <ErrorPanel error={departments.error} onRetry={departments.reload} />}
      {!departments.data && !departments.error && <Spinner />}
      {departments.data?.length === 0 && <p>{t('my-company.departments.none')}</p>}
      {departments.data && departments.data.length > 0 && (
        <DataGrid
          ariaLabel={t('my-company.departments.grid')}
          rows={departments.data}
          columns={columns}
          getRowId={(row) => String(row.id)}
        />
      )}
      {dialog?.kind === 'rename' && <RenameDepartmentDialog department={dialog.department} onClose={close} onRenamed={changed} />}
      {dialog?.kind === 'delete' && (
        <DeleteDepartmentDialog
          department={dialog.department}
          others={(departments.data ?? []).filter((other) => other.id !== dialog.department.id)}
          onClose={close}
          onDeleted={changed}
        />
      )}
    </Page>
  );
}
