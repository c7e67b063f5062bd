import { MIN_TAG_SEARCH, TASK_PAGE_SIZE, taskEndpoints, type TaskSummary } from '@atrium/authoring-contract';
import {
  DataGrid,
  endpointUrl,
  ErrorPanel,
  formatDateTime,
  hrefTo,
  Link,
  Page,
  Pagination,
  Spinner,
  TextField,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { AuthorGate } from '../author/AuthorGate';
import '../messages';
import '../task-import/messages';

function Tasks() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [page, setPage] = useState(0);
  // §5: a tag search starts at 2 characters.
  const tagQuery = tag.trim().length >= MIN_TAG_SEARCH ? tag.trim() : undefined;
  const list = useEndpoint(taskEndpoints.search, { query: { search, page, ...(tagQuery ? { tag: tagQuery } : {}) } });
  const columns = useMemo<ColDef<TaskSummary>[]>(
    () => [
      {
        headerName: t('kpg.task.question'),
        field: 'title',
        flex: 2,
        cellRenderer: ({ data }: { data?: TaskSummary }) =>
          data && <Link href={hrefTo('elearningpackage.edittask', { uuid: data.uuid })}>{data.title || data.uuid}</Link>,
      },
      { headerName: t('kpg.task.options'), field: 'optionCount', width: 120 },
      { headerName: t('kpg.tags.title'), field: 'tags', valueFormatter: ({ value }: { value: string[] }) => value.join(', ') },
      { headerName: t('kpg.package.updated'), field: 'updatedAt', valueFormatter: ({ value }: { value: string }) => formatDateTime(value) },
    ],
    [t],
  );
  return (
    <Page
      title={t('kpg.tasks.title')}
      actions={
        <>
          <Link href={hrefTo('elearningpackage.edittask')}>{t('kpg.tasks.new')}</Link>{' '}
          <Link href={hrefTo('elearningpackage.taskimport')}>{t('kpg.taskImport.title')}</Link>{' '}
          <a href={endpointUrl(taskEndpoints.excel, {}, { search, ...(tagQuery ? { tag: tagQuery } : {}) })} download>
            {t('kpg.tasks.excel')}
          </a>
        </>
      }
    >
      <div className="atr-toolbar">
        <TextField label={t('kpg.search')} type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(0))} />
        <TextField
          label={t('kpg.tags.search')}
          type="search"
          value={tag}
          hint={tag.trim() && !tagQuery ? t('kpg.tag.searchTooShort') : undefined}
          onChange={(e) => (setTag(e.target.value), setPage(0))}
        />
      </div>
      {list.error && <ErrorPanel error={list.error} onRetry={list.reload} />}
      {!list.data && !list.error && <Spinner />}
      {list.data && (
        <>
          <DataGrid ariaLabel={t('kpg.tasks.title')} rows={list.data.rows} columns={columns} getRowId={(row) => row.uuid} />
          <Pagination
            page={page + 1}
            totalPages={Math.max(1, Math.ceil(list.data.total / TASK_PAGE_SIZE))}
            onChange={(next) => setPage(next - 1)}
          />
        </>
      )}
    </Page>
  );
}

/** /elearningpackage/tasks: the customer's task library, searched by text and tag. */
export default function TasksPage() {
  return (
    <AuthorGate>
      <Tasks />
    </AuthorGate>
  );
}
