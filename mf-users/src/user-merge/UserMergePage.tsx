import { PLATFORM_ADMINS } from '@atrium/core-contract';
import {
  Button,
  callEndpoint,
  DeadEndPage,
  ErrorPanel,
  Link,
  Page,
  Spinner,
  TextField,
  useAuth,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import {
  atriumUserSearchEndpoints,
  userAdministrationEndpoints,
  userMergeEndpoints,
  USER_MERGE_MERGED,
  type AtriumUserSearchRow,
  type MergeRecord,
} from '@atrium/users-contract';
import { useState, type FormEvent } from 'react';
import { userPaths } from '../user-paths';
import { applyChange } from '../user-administration/user-administration-api';
import { MergeHistory } from './MergeHistory';
import { MergePreviewPanel } from './MergePreviewPanel';
import './messages';

/** /atriumusersearch/merge/{userId} (document 002 §2): the person kept; choose the one to remove, preview, merge, undo. */
export default function UserMergePage({ userId }: { userId: number }) {
  const t = useT();
  const mayOpen = useAuth((state) => state.hasAnyRole(PLATFORM_ADMINS));
  const kept = useEndpoint(userAdministrationEndpoints.get, mayOpen ? { params: { userId } } : null);
  const merges = useEndpoint(userMergeEndpoints.list, mayOpen ? { params: { userId } } : null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<AtriumUserSearchRow[] | null>(null);
  const [removeId, setRemoveId] = useState<number | null>(null);

  if (!mayOpen) return <DeadEndPage kind="noaccess" />;
  if (kept.error) return <ErrorPanel error={kept.error} onRetry={kept.reload} />;
  if (!kept.data) return <Spinner />;
  const person = kept.data;

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await callEndpoint(atriumUserSearchEndpoints.search, { query: { q: query, pageSize: 25 } });
    setFound(answer.items.filter((row) => row.id !== userId && !row.deleted));
    setRemoveId(null);
  };
  const merge = async (removing: number) => {
    const merged = await applyChange(
      () => callEndpoint(userMergeEndpoints.merge, { params: { keepId: userId, removeId: removing } }),
      USER_MERGE_MERGED,
      () => undefined,
    );
    if (merged) {
      setRemoveId(null);
      setFound(null);
      merges.reload();
      kept.reload();
    }
  };
  const undo = async (record: MergeRecord) => {
    const undone = await applyChange(
      () => callEndpoint(userMergeEndpoints.undo, { params: { mergeId: record.id } }),
      'usermerge.undone',
      () => undefined,
    );
    if (undone) {
      merges.reload();
      kept.reload();
    }
  };

  return (
    <Page
      title={t('usermerge.title', { name: `${person.firstname} ${person.lastname}` })}
      actions={<Link href={userPaths.user(userId)}>{t('usermerge.backToPerson')}</Link>}
    >
      <p>{t('usermerge.intro', { name: `${person.firstname} ${person.lastname}`, username: person.username })}</p>
      {person.deleted ? (
        <p role="status">{t('usermerge.keptDeleted')}</p>
      ) : (
        <form className="atr-toolbar" onSubmit={(event) => void search(event)} aria-label={t('usermerge.findRemoved')}>
          <TextField label={t('usermerge.findRemoved')} value={query} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit">{t('usermerge.search')}</Button>
        </form>
      )}
      {found && (
        <table className="atr-table">
          <caption>{t('usermerge.candidates')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('usermerge.name')}</th>
              <th scope="col">{t('usermerge.username')}</th>
              <th scope="col">{t('usermerge.email')}</th>
              <th scope="col">{t('usermerge.choose')}</th>
            </tr>
          </thead>
          <tbody>
            {found.map((row) => (
              <tr key={row.id}>
                <td>{`${row.firstname} ${row.lastname}`}</td>
                <td>{row.username}</td>
                <td>{row.email}</td>
                <td>
                  <Button variant={removeId === row.id ? 'primary' : 'secondary'} onClick={() => setRemoveId(row.id)}>
                    {t('usermerge.chooseToRemove', { name: `${row.firstname} ${row.lastname}` })}
                  </Button>
                </td>
              </tr>
            ))}
            {found.length === 0 && (
              <tr>
                <td colSpan={4}>{t('usermerge.noCandidates')}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {removeId !== null && <MergePreviewPanel key={removeId} keepId={userId} removeId={removeId} onMerge={() => void merge(removeId)} />}
      <MergeHistory merges={merges} onUndo={(record) => void undo(record)} />
    </Page>
  );
}
