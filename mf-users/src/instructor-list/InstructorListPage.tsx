import { instructorListEndpoints } from '@atrium/users-contract';
import { Button, ErrorPanel, Page, Spinner, TextField, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { AddInstructorDialog } from './AddInstructorDialog';
import { visibleInstructors, type SortDirection } from './instructor-sort';
import './messages';

/** /instructor-list (document 003 §2): instructors with a name filter and sorting by name, and adding one. */
export default function InstructorListPage() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const list = useEndpoint(instructorListEndpoints.list, {});
  const roles = useEndpoint(instructorListEndpoints.roles, {});
  const [filter, setFilter] = useState('');
  const [direction, setDirection] = useState<SortDirection>('ascending');
  const [adding, setAdding] = useState(false);

  const body = () => {
    if (list.error) return <ErrorPanel error={list.error} onRetry={list.reload} />;
    if (!list.data) return <Spinner />;
    const rows = visibleInstructors(list.data, filter, direction, locale);
    return (
      <>
        <TextField label={t('instructors.filter')} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <table className="atr-table">
          <caption className="atr-visually-hidden">{t('instructors.title')}</caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={direction}>
                <Button variant="link" onClick={() => setDirection(direction === 'ascending' ? 'descending' : 'ascending')}>
                  {t('instructors.name')}
                  <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : ' ▼'}</span>
                </Button>
              </th>
              <th scope="col">{t('instructors.role')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.userId}-${row.instructorRole}`}>
                <td>{row.name}</td>
                <td>{t(`role.${row.instructorRole}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p role="status">{t('instructors.none')}</p>}
      </>
    );
  };

  return (
    <Page
      title={t('instructors.title')}
      actions={
        <Button variant="primary" disabled={!roles.data} onClick={() => setAdding(true)}>
          {t('instructors.add')}
        </Button>
      }
    >
      {body()}
      {adding && roles.data && (
        <AddInstructorDialog
          roles={roles.data}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            list.reload();
          }}
        />
      )}
    </Page>
  );
}
