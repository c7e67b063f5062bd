import { Button, DataGrid, formatDate, useT, type ColDef } from '@atrium/shared-ui';
import type { MassImportRow } from '@atrium/users-contract';
import { useMemo, useState } from 'react';
import { RowEditor } from './RowEditor';
import { repeatedEmails, rowProblems } from './row-problems';
import { blankRow, nextIndex } from './wizard-steps';

interface ReviewStepProps {
  rows: MassImportRow[];
  onChange: (rows: MassImportRow[]) => void;
  onBack: () => void;
  /** Checks for duplicates and moves on; busy while it runs. */
  onCheck: () => void;
  busy: boolean;
}

/** Step 3 (document 003 §2): the people to register, to correct, add (with a placeholder e-mail) and delete. */
export function ReviewStep({ rows, onChange, onBack, onCheck, busy }: ReviewStepProps) {
  const t = useT();
  const [editing, setEditing] = useState<MassImportRow | null>(null);
  const repeated = useMemo(() => repeatedEmails(rows), [rows]);
  const problemsOf = (row: MassImportRow) => {
    const problems = Object.values(rowProblems(row)).map((key) => t(key));
    if (repeated.has(row.index)) problems.push(t('userMassImport.error.emailTwice'));
    return problems;
  };
  const withProblems = rows.filter((row) => problemsOf(row).length > 0).length;

  const add = () => {
    const row = blankRow(nextIndex(rows));
    onChange([...rows, row]);
    setEditing(row);
  };
  const remove = (index: number) => onChange(rows.filter((row) => row.index !== index));
  const save = (saved: MassImportRow) => {
    onChange(rows.map((row) => (row.index === saved.index ? saved : row)));
    setEditing(null);
  };

  const columns: ColDef<MassImportRow>[] = [
    { headerName: t('userMassImport.column.firstname'), field: 'firstname', width: 140 },
    { headerName: t('userMassImport.column.lastname'), field: 'lastname', width: 140 },
    { headerName: t('userMassImport.column.email'), field: 'email', width: 240 },
    { headerName: t('userMassImport.column.phone'), field: 'phone', width: 140, context: { priority: 2 } },
    {
      headerName: t('userMassImport.column.birthdate'),
      colId: 'birthdate',
      width: 130,
      valueGetter: ({ data }) =>
        data?.birthdate && /^\d{4}-\d{2}-\d{2}$/.test(data.birthdate) ? formatDate(data.birthdate) : (data?.birthdate ?? ''),
      context: { priority: 2 },
    },
    { headerName: t('userMassImport.column.employeeNumber'), field: 'employeeNumber', width: 130, context: { priority: 3 } },
    { headerName: t('userMassImport.column.departmentName'), field: 'departmentName', width: 140, context: { priority: 3 } },
    {
      headerName: t('userMassImport.review.problems'),
      colId: 'problems',
      flex: 1,
      minWidth: 180,
      valueGetter: ({ data }) => (data ? problemsOf(data).join(', ') : ''),
    },
    {
      headerName: t('userMassImport.review.actions'),
      colId: 'actions',
      pinned: 'right',
      width: 190,
      sortable: false,
      cellRenderer: ({ data }: { data?: MassImportRow }) =>
        data ? (
          <>
            <Button variant="link" data-main-action onClick={() => setEditing(data)}>
              {t('userMassImport.review.edit')}
            </Button>{' '}
            <Button variant="link" onClick={() => remove(data.index)}>
              {t('userMassImport.review.delete')}
            </Button>
          </>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="mass-import-review">
      <h2 id="mass-import-review">{t('userMassImport.step.3')}</h2>
      <p role="status">
        {t('userMassImport.review.count', { count: rows.length })}{' '}
        {withProblems > 0 && t('userMassImport.review.withProblems', { count: withProblems })}
      </p>
      <DataGrid
        ariaLabel={t('userMassImport.step.3')}
        rows={rows}
        columns={columns}
        getRowId={(row) => String(row.index)}
        height={Math.min(600, 56 + rows.length * 42)}
      />
      <div className="atr-actions">
        <Button onClick={onBack}>{t('userMassImport.back')}</Button>
        <Button onClick={add}>{t('userMassImport.review.add')}</Button>
        <Button variant="primary" disabled={busy || rows.length === 0 || withProblems > 0} onClick={onCheck}>
          {t('userMassImport.review.register')}
        </Button>
      </div>
      {editing && <RowEditor key={editing.index} row={editing} onSave={save} onClose={() => setEditing(null)} />}
    </section>
  );
}
