import { companyUserEndpoints } from '@atrium/company-contract';
import { Button, callEndpoint, Checkbox, ErrorPanel, failureKey, LeaveGuard, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { useState, type FormEvent } from 'react';
import './messages';

/** The company's departments, ticked where the person is a member; saving sets exactly the ticked ones. */
export function UserDepartmentsTab({ userId }: { userId: number }) {
  const t = useT();
  const departments = useEndpoint(companyUserEndpoints.departments, { params: { userId } });
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (departments.error) return <ErrorPanel error={departments.error} onRetry={departments.reload} />;
  const rows = departments.data;
  if (!rows) return <Spinner />;
  if (rows.length === 0) return <p>{t('my-company.user.departments.none')}</p>;

  const saved = new Set(rows.filter((row) => row.member).map((row) => row.id));
  const ticked = chosen ?? saved;
  const dirty = chosen !== null && (chosen.size !== saved.size || [...chosen].some((id) => !saved.has(id)));
  const toggle = (id: number) => {
    const next = new Set(ticked);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    callEndpoint(companyUserEndpoints.setDepartments, { params: { userId }, body: { departmentIds: [...ticked] } })
      .then((answer) => {
        departments.set(answer);
        setChosen(null);
        toast.success('my-company.user.departments.saved');
      })
      .catch((error: unknown) => setFailure(failureKey(error)))
      .finally(() => setBusy(false));
  };

  return (
    <form onSubmit={save}>
      <LeaveGuard
        active={dirty}
        title={t('my-company.user.departments.unsavedTitle')}
        message={t('my-company.user.departments.unsavedMessage')}
        leaveLabel={t('my-company.user.departments.leave')}
      />
      <fieldset>
        <legend>{t('my-company.user.departments.legend')}</legend>
        {rows.map((row) => (
          <Checkbox key={row.id} label={row.name} checked={ticked.has(row.id)} onChange={() => toggle(row.id)} />
        ))}
      </fieldset>
      <Button type="submit" variant="primary" busy={busy} disabled={!dirty}>
        {t('my-company.user.departments.save')}
      </Button>
      {failure && (
        <p role="alert" className="atr-field-error">
          {t(failure)}
        </p>
      )}
    </form>
  );
}
