import { PLATFORM_ADMINS } from '@atrium/core-contract';
import {
  Button,
  callEndpoint,
  DataGrid,
  DeadEndPage,
  ErrorPanel,
  formatDateTime,
  Link,
  Page,
  Spinner,
  toast,
  failureKey,
  useAuth,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { personAuditEndpoints, userAdministrationEndpoints, type PersonAuditEntry } from '@atrium/users-contract';
import { useMemo, useState } from 'react';
import { userPaths } from '../user-paths';
import { describeChanges } from './audit-changes';
import './messages';

/**
 * /atriumusersearch/audit/{userId} (issue 13, decision 0209): who changed what on one person, from the shared audit
 * log, newest first, fifty at a time with "Show older".
 */
export default function PersonAuditPage({ userId }: { userId: number }) {
  const t = useT();
  const mayOpen = useAuth((state) => state.hasAnyRole(PLATFORM_ADMINS));
  const person = useEndpoint(userAdministrationEndpoints.get, mayOpen ? { params: { userId } } : null);
  const first = useEndpoint(personAuditEndpoints.list, mayOpen ? { params: { userId }, query: {} } : null);
  const [older, setOlder] = useState<{ entries: PersonAuditEntry[]; hasMore: boolean } | null>(null);
  const [loading, setLoading] = useState(false);

  const columns = useMemo<ColDef<PersonAuditEntry>[]>(
    () => [
      { headerName: t('personaudit.at'), colId: 'at', width: 170, valueGetter: ({ data }) => (data ? formatDateTime(data.at) : '') },
      { headerName: t('personaudit.actor'), colId: 'actor', width: 170, valueGetter: ({ data }) => data?.actor ?? t('personaudit.nobody') },
      {
        headerName: t('personaudit.object'),
        colId: 'object',
        width: 200,
        valueGetter: ({ data }) => (data ? `${t(`personaudit.area.${data.area}`)}: ${data.table} ${data.objectId ?? ''}` : ''),
      },
      {
        headerName: t('personaudit.operation'),
        colId: 'operation',
        width: 120,
        valueGetter: ({ data }) => (data ? t(`personaudit.operation.${data.operation}`) : ''),
      },
      {
        headerName: t('personaudit.changes'),
        colId: 'changes',
        flex: 3,
        minWidth: 260,
        valueGetter: ({ data }) => (data ? describeChanges(data) : ''),
      },
      {
        headerName: t('personaudit.route'),
        colId: 'route',
        flex: 1,
        minWidth: 200,
        context: { priority: 2 },
        valueGetter: ({ data }) => (data ? `${data.method} ${data.route}` : ''),
      },
    ],
    [t],
  );

  if (!mayOpen) return <DeadEndPage kind="noaccess" />;
  const failed = person.error ?? first.error;
  if (failed) {
    return (
      <Page title={t('personaudit.title')}>
        <ErrorPanel error={failed} onRetry={first.reload} />
      </Page>
    );
  }
  if (!person.data || !first.data) return <Spinner />;
  const entries = [...first.data.entries, ...(older?.entries ?? [])];
  const hasMore = older ? older.hasMore : first.data.hasMore;

  const showOlder = async () => {
    setLoading(true);
    try {
      const page = await callEndpoint(personAuditEndpoints.list, {
        params: { userId },
        query: { before: entries[entries.length - 1]!.id },
      });
      setOlder({ entries: [...(older?.entries ?? []), ...page.entries], hasMore: page.hasMore });
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setLoading(false);
    }
  };

  const name = `${person.data.firstname} ${person.data.lastname}`;
  return (
    <Page title={t('personaudit.titleOf', { name })} actions={<Link href={userPaths.user(userId)}>{t('personaudit.back', { name })}</Link>}>
      <p>{t('personaudit.intro')}</p>
      {entries.length === 0 ? (
        <p role="status">{t('personaudit.none')}</p>
      ) : (
        <DataGrid ariaLabel={t('personaudit.grid', { name })} rows={entries} columns={columns} getRowId={(row) => String(row.id)} />
      )}
      {hasMore && (
        <Button busy={loading} onClick={() => void showOlder()}>
          {t('personaudit.older')}
        </Button>
      )}
    </Page>
  );
}
