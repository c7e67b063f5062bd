import { PLATFORM_ADMINS } from '@atrium/core-contract';
import {
  ApiError,
  Button,
  callEndpoint,
  Checkbox,
  ConfirmDialog,
  DataGrid,
  DeadEndPage,
  ErrorPanel,
  Page,
  Pagination,
  Select,
  TextField,
  toast,
  useAuth,
  useT,
} from '@atrium/shared-ui';
import {
  ATRIUM_USER_SEARCH_SORTS,
  atriumUserSearchEndpoints,
  type AtriumUserSearchAnswer,
  type AtriumUserSearchRow,
  type AtriumUserSearchSort,
} from '@atrium/users-contract';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { DEFAULT_SEARCH, readStoredSearch, shouldRerun, storeSearch, type SearchForm } from './stored-search';
import { userSearchColumns } from './user-search-columns';
import './messages';

type Pending = { kind: 'delete' | 'undelete'; row: AtriumUserSearchRow };

/** /atriumusersearch (document 002 §2): find people, open one, delete or undelete them from the list. */
export default function AtriumUserSearchPage() {
  const t = useT();
  // Document 002 §6: the user search is the platform admin's (the service also serves company admins, scoped).
  const mayOpen = useAuth((state) => state.hasAnyRole(PLATFORM_ADMINS));
  const [stored] = useState(readStoredSearch);
  const [form, setForm] = useState<SearchForm>(stored?.form ?? DEFAULT_SEARCH);
  const [answer, setAnswer] = useState<AtriumUserSearchAnswer | null>(stored?.answer ?? null);
  const [searched, setSearched] = useState<SearchForm | null>(stored?.form ?? null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const run = useCallback(async (query: SearchForm) => {
    setLoading(true);
    setError(null);
    try {
      const found = await callEndpoint(atriumUserSearchEndpoints.search, { query });
      setAnswer(found);
      setSearched(query);
      storeSearch(query, found);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (stored && shouldRerun(stored)) void run(stored.form);
  }, [stored, run]);

  const columns = useMemo(
    () =>
      userSearchColumns(t, {
        onDelete: (row) => setPending({ kind: 'delete', row }),
        onUndelete: (row) => setPending({ kind: 'undelete', row }),
      }),
    [t],
  );

  if (!mayOpen) return <DeadEndPage kind="noaccess" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({ ...form, page: 1 });
  };
  // Sort and page apply to the search on screen at once; the text waits for Search.
  const change = (patch: Partial<SearchForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (searched) void run({ ...searched, ...patch });
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, row } = pending;
    setPending(null);
    try {
      const input = { params: { userId: row.id } };
      await (kind === 'delete'
        ? callEndpoint(atriumUserSearchEndpoints.remove, input)
        : callEndpoint(atriumUserSearchEndpoints.undelete, input));
      toast.success(kind === 'delete' ? 'usersearch.deleted' : 'usersearch.undeleted', { name: `${row.firstname} ${row.lastname}` });
    } catch (failure) {
      toast.error(failure instanceof ApiError && failure.status === 409 ? failure.message : 'error.generic');
    }
    if (searched) void run(searched);
  };

  const totalPages = answer ? Math.ceil(answer.total / answer.pageSize) : 0;
  const sortOptions = ATRIUM_USER_SEARCH_SORTS.map((value) => ({ value, label: t(`usersearch.sort.${value}`) }));
  const directionOptions = [
    { value: 'asc', label: t('usersearch.direction.asc') },
    { value: 'desc', label: t('usersearch.direction.desc') },
  ];

  return (
    <Page title={t('usersearch.title')}>
      <form className="atr-toolbar" role="search" onSubmit={submit}>
        <TextField
          label={t('usersearch.query')}
          hint={t('usersearch.query.hint')}
          type="search"
          value={form.q}
          onChange={(event) => setForm({ ...form, q: event.target.value })}
        />
        <Checkbox
          label={t('usersearch.includeDeleted')}
          checked={form.includeDeleted}
          onChange={(event) => setForm({ ...form, includeDeleted: event.target.checked })}
        />
        <Button type="submit" variant="primary" disabled={loading}>
          {t('common.search')}
        </Button>
        <Select
          label={t('usersearch.sort')}
          options={sortOptions}
          value={form.sort}
          onChange={(event) => change({ sort: event.target.value as AtriumUserSearchSort, page: 1 })}
        />
        <Select
          label={t('usersearch.direction')}
          options={directionOptions}
          value={form.direction}
          disabled={form.sort === 'relevance'}
          onChange={(event) => change({ direction: event.target.value === 'desc' ? 'desc' : 'asc', page: 1 })}
        />
      </form>
      {error ? (
        <ErrorPanel error={error} onRetry={() => searched && void run(searched)} />
      ) : (
        <>
          <p aria-live="polite" data-testid="usersearch-total">
            {answer && (answer.limited ? t('usersearch.limited', { total: answer.total }) : t('usersearch.total', { count: answer.total }))}
          </p>
          {answer && (
            <>
              <DataGrid
                ariaLabel={t('usersearch.grid')}
                rows={answer.items}
                columns={columns}
                loading={loading}
                getRowId={(row) => String(row.id)}
              />
              <Pagination page={answer.page} totalPages={totalPages} onChange={(page) => change({ page })} />
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.kind === 'undelete' ? 'usersearch.undelete' : 'usersearch.delete')}
        message={t(pending?.kind === 'undelete' ? 'usersearch.undelete.confirm' : 'usersearch.delete.confirm', {
          name: pending ? `${pending.row.firstname} ${pending.row.lastname}` : '',
        })}
        confirmLabel={t(pending?.kind === 'undelete' ? 'usersearch.undelete' : 'usersearch.delete')}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
