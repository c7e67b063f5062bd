import { LESSON_PAGE_SIZE, LESSON_TYPES, lessonEndpoints, type LessonSummary, type LessonType } from '@atrium/authoring-contract';
import {
  Button,
  callEndpoint,
  type ColDef,
  DataGrid,
  ErrorPanel,
  failureKey,
  formatDateTime,
  hrefTo,
  Link,
  Page,
  Pagination,
  Select,
  Spinner,
  TextField,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useMemo, useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { AuthorGate } from '../author/AuthorGate';
import '../messages';

function Lessons() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [newType, setNewType] = useState<LessonType>('html');
  const [newTitle, setNewTitle] = useState('');
  const list = useEndpoint(lessonEndpoints.search, { query: { search, page } });
  const create = (event: FormEvent) => {
    event.preventDefault();
    const locale = 'nb_NO' as const;
    void callEndpoint(lessonEndpoints.save, { body: { lessonType: newType, locale, texts: { [locale]: { title: newTitle, body: '' } } } })
      .then((saved) => navigateToUrl(hrefTo('elearningpackage.editlesson', { uuid: saved.uuid })))
      .catch((error: unknown) => toast.error(failureKey(error)));
  };
  const columns = useMemo<ColDef<LessonSummary>[]>(
    () => [
      {
        headerName: t('kpg.lesson.title'),
        field: 'title',
        flex: 2,
        cellRenderer: ({ data }: { data?: LessonSummary }) =>
          data && <Link href={hrefTo('elearningpackage.editlesson', { uuid: data.uuid })}>{data.title || data.uuid}</Link>,
      },
      {
        headerName: t('kpg.lesson.type'),
        field: 'lessonType',
        valueFormatter: ({ value }: { value: string }) => t(`kpg.lessonType.${value}`),
      },
      { headerName: t('kpg.files.title'), field: 'fileCount', width: 110 },
      { headerName: t('kpg.tags.title'), field: 'tags', valueFormatter: ({ value }: { value: string[] }) => value.join(', ') },
      { headerName: t('kpg.package.updated'), field: 'updatedAt', valueFormatter: ({ value }: { value: string }) => formatDateTime(value) },
    ],
    [t],
  );
  return (
    <Page title={t('kpg.lessons.title')}>
      <form className="atr-toolbar" onSubmit={create} aria-label={t('kpg.lessons.new')}>
        <Select
          label={t('kpg.lesson.type')}
          value={newType}
          options={LESSON_TYPES.map((value) => ({ value, label: t(`kpg.lessonType.${value}`) }))}
          onChange={(e) => setNewType(e.target.value as LessonType)}
        />
        <TextField label={t('kpg.lesson.title')} value={newTitle} onChange={(e) => setNewTitle(e.target.value)} />
        <Button type="submit" variant="primary">
          {t('kpg.lessons.new')}
        </Button>
      </form>
      <p>
        <Link href={hrefTo('elearningpackage.files')}>{t('kpg.files.massUpload')}</Link>
      </p>
      <TextField label={t('kpg.search')} type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(0))} />
      {list.error && <ErrorPanel error={list.error} onRetry={list.reload} />}
      {!list.data && !list.error && <Spinner />}
      {list.data && (
        <>
          <DataGrid ariaLabel={t('kpg.lessons.title')} rows={list.data.rows} columns={columns} getRowId={(row) => row.uuid} />
          <Pagination
            page={page + 1}
            totalPages={Math.max(1, Math.ceil(list.data.total / LESSON_PAGE_SIZE))}
            onChange={(next) => setPage(next - 1)}
          />
        </>
      )}
    </Page>
  );
}

/** /elearningpackage/lessons: the customer's lesson library. */
export default function LessonsPage() {
  return (
    <AuthorGate>
      <Lessons />
    </AuthorGate>
  );
}
