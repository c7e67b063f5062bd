import { ISSUE_PAGE_SIZE, issueEndpoints } from '@atrium/authoring-contract';
import { Button, endpointUrl, ErrorPanel, Pagination, Select, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { IssueForm, type IssueTarget } from './IssueForm';
import { IssueItem } from './IssueItem';

type Shown = 'open' | 'all';

/** The issues of a lesson or a task (document 003 §3 "Issue", decision 0231): raise one, follow them up. */
export function IssuesPanel({ target, videoTime }: { target: IssueTarget; videoTime?: () => number | null }) {
  const t = useT();
  const [shown, setShown] = useState<Shown>('open');
  const [page, setPage] = useState(0);
  const query = { ...target, page, ...(shown === 'open' ? { status: 'open' as const } : {}) };
  const issues = useEndpoint(issueEndpoints.list, { query });
  const count = useEndpoint(issueEndpoints.count, { query: target });
  const reload = () => {
    issues.reload();
    count.reload();
  };
  const shownCount = shown === 'open' ? count.data?.open : count.data?.total;
  const totalPages = Math.max(1, Math.ceil((issues.data?.total ?? 0) / ISSUE_PAGE_SIZE));
  return (
    <section aria-labelledby="kpg-issues">
      <h2 id="kpg-issues">{t('kpg.issue.title')}</h2>
      {count.data && <p>{t('kpg.issue.count', { count: count.data.open, total: count.data.total })}</p>}
      <IssueForm target={target} videoTime={videoTime} onRaised={reload} />
      <Select
        label={t('kpg.issue.show')}
        value={shown}
        options={[
          { value: 'open', label: t('kpg.issue.showOpen') },
          { value: 'all', label: t('kpg.issue.showAll') },
        ]}
        onChange={(e) => {
          setShown(e.target.value as Shown);
          setPage(0);
        }}
      />
      {/* §7 "csv export (POST)": a plain form post, so the browser downloads the file; §8: nothing to export is said. */}
      <form
        method="post"
        action={endpointUrl(issueEndpoints.csv, {})}
        onSubmit={(event) => {
          if (shownCount !== 0) return;
          event.preventDefault();
          toast.info('kpg.issue.noData');
        }}
      >
        {Object.entries({ ...target, ...(shown === 'open' ? { status: 'open' } : {}) }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit">{t('kpg.issue.csv')}</Button>
      </form>
      {issues.error && <ErrorPanel error={issues.error} onRetry={issues.reload} />}
      {!issues.data && !issues.error && <Spinner />}
      {issues.data && (
        <ul aria-label={t('kpg.issue.list')}>
          {issues.data.rows.map((issue) => (
            <IssueItem key={`${issue.uuid}-${issue.updatedAt}`} issue={issue} onChange={reload} />
          ))}
        </ul>
      )}
      {totalPages > 1 && <Pagination page={page + 1} totalPages={totalPages} onChange={(next) => setPage(next - 1)} />}
    </section>
  );
}
