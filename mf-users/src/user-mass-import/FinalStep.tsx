import {
  Button,
  callEndpoint,
  ConfirmDialog,
  DataGrid,
  ErrorPanel,
  failureKey,
  hrefTo,
  Link,
  Spinner,
  TextField,
  toast,
  useEndpoint,
  useHasRole,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { userMassImportEndpoints, type RegistrationReport } from '@atrium/users-contract';
import { useState } from 'react';

type Person = RegistrationReport['people'][number];

interface FinalStepProps {
  importId: number;
  onNew: () => void;
}

/** The people whose name or e-mail holds the filter, case ignored: finding one among thousands. */
const matching = (people: Person[], filter: string) => {
  const needle = filter.trim().toLowerCase();
  return needle ? people.filter((person) => `${person.name} ${person.email}`.toLowerCase().includes(needle)) : people;
};

/** Step 6 (document 003 §2): who was registered, each a link to their page, and undo while nobody has used it. */
export function FinalStep({ importId, onNew }: FinalStepProps) {
  const t = useT();
  const loaded = useEndpoint(userMassImportEndpoints.get, { params: { id: importId } });
  const canOpenPeople = useHasRole('atrium');
  const [confirming, setConfirming] = useState(false);
  const [filter, setFilter] = useState('');

  const undo = async () => {
    setConfirming(false);
    try {
      loaded.set(await callEndpoint(userMassImportEndpoints.undo, { params: { id: importId } }));
      toast.success('userMassImport.final.undone');
    } catch (error) {
      toast.error(failureKey(error));
    }
  };

  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;
  const imported = loaded.data;
  const columns: ColDef<Person>[] = [
    {
      headerName: t('userMassImport.final.name'),
      colId: 'name',
      flex: 1,
      minWidth: 180,
      cellRenderer: ({ data }: { data?: Person }) =>
        data && canOpenPeople && imported.status === 'done' ? (
          <Link href={hrefTo('atriumusersearch.users', { userId: data.userId, tab: 'courses' })}>{data.name}</Link>
        ) : (
          (data?.name ?? '')
        ),
    },
    { headerName: t('userMassImport.column.email'), field: 'email', flex: 1, minWidth: 200 },
    {
      headerName: t('userMassImport.final.action'),
      colId: 'action',
      width: 160,
      valueGetter: ({ data }) => (data ? t(`userMassImport.final.action.${data.action}`) : ''),
    },
  ];
  return (
    <section aria-labelledby="mass-import-final">
      <h2 id="mass-import-final">{t('userMassImport.step.6')}</h2>
      <p role="status">{t(`userMassImport.final.status.${imported.status}`)}</p>
      {imported.report && (
        <TextField
          label={t('userMassImport.final.filter')}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      {imported.report && (
        <DataGrid
          ariaLabel={t('userMassImport.step.6')}
          rows={matching(imported.report.people, filter)}
          columns={columns}
          getRowId={(person) => String(person.index)}
          height={Math.min(600, 56 + imported.report.people.length * 42)}
        />
      )}
      <div className="atr-actions">
        {imported.undoable && <Button onClick={() => setConfirming(true)}>{t('userMassImport.final.undo')}</Button>}
        <Button variant="primary" onClick={onNew}>
          {t('userMassImport.final.new')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('userMassImport.final.undo')}
        message={t('userMassImport.final.undoConfirm', { count: imported.total })}
        confirmLabel={t('userMassImport.final.undo')}
        onConfirm={() => void undo()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
