import { MIN_TAG_SEARCH, tagEndpoints, type Tag } from '@atrium/authoring-contract';
import {
  Button,
  callEndpoint,
  ConfirmDialog,
  ErrorPanel,
  failureKey,
  Page,
  Spinner,
  TextField,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useState, type FormEvent } from 'react';
import { AuthorGate } from '../author/AuthorGate';
import '../messages';

function Tags() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [names, setNames] = useState('');
  const [confirm, setConfirm] = useState<{ tag: Tag; count: number } | null>(null);
  const query = search.trim().length >= MIN_TAG_SEARCH ? { search: search.trim() } : {};
  const tags = useEndpoint(tagEndpoints.list, { query });
  const add = (event: FormEvent) => {
    event.preventDefault();
    void callEndpoint(tagEndpoints.add, { body: { names } })
      .then(() => (setNames(''), tags.reload()))
      .catch((error: unknown) => toast.error(failureKey(error)));
  };
  // §5: the delete asks for confirmation naming how often the tag is used.
  const askDelete = (tag: Tag) =>
    void callEndpoint(tagEndpoints.usages, { params: { id: tag.id } }).then((usage) =>
      setConfirm({ tag, count: usage.tasks + usage.lessons }),
    );
  return (
    <Page title={t('kpg.tags.title')}>
      <form className="atr-toolbar" onSubmit={add}>
        <TextField label={t('kpg.tags.commaSeparated')} value={names} onChange={(e) => setNames(e.target.value)} />
        <Button type="submit" variant="primary">
          {t('kpg.tags.add')}
        </Button>
      </form>
      <TextField
        label={t('kpg.tags.search')}
        type="search"
        value={search}
        hint={search.trim() && !query.search ? t('kpg.tag.searchTooShort') : undefined}
        onChange={(e) => setSearch(e.target.value)}
      />
      {tags.error && <ErrorPanel error={tags.error} onRetry={tags.reload} />}
      {!tags.data && !tags.error && <Spinner />}
      <ul aria-label={t('kpg.tags.title')}>
        {tags.data?.map((tag) => (
          <li key={tag.id}>
            {tag.name} ({t('kpg.tags.usages', { count: tag.usages })}){' '}
            <Button variant="danger" onClick={() => askDelete(tag)}>
              {t('kpg.tags.delete', { name: tag.name })}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        title={t('kpg.tags.deleteTitle')}
        message={confirm ? t('kpg.tags.deleteConfirm', { name: confirm.tag.name, count: confirm.count }) : ''}
        confirmLabel={t('kpg.tags.deleteYes')}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm &&
          void callEndpoint(tagEndpoints.remove, { params: { id: confirm.tag.id } }).then(() => {
            setConfirm(null);
            toast.success('kpg.tags.deleted');
            tags.reload();
          })
        }
      />
    </Page>
  );
}

/** /elearningpackage/tags: the customer's tags with their usage. */
export default function TagsPage() {
  return (
    <AuthorGate>
      <Tags />
    </AuthorGate>
  );
}
