import { lazy, type ReactElement } from 'react';
import '../instance-search/messages';
import './messages';

// Each page is fetched when first visited (AreaApp shows the spinner meanwhile).
const AdvancedSearchPage = lazy(() =>
  import('../instance-search/AdvancedSearchPage').then(({ AdvancedSearchPage }) => ({ default: AdvancedSearchPage })),
);
const InstanceEditPage = lazy(() => import('./InstanceEditPage').then(({ InstanceEditPage }) => ({ default: InstanceEditPage })));
const InstanceListPage = lazy(() => import('./InstanceListPage').then(({ InstanceListPage }) => ({ default: InstanceListPage })));

/** The screen of an instance route of document 000 §2, or null for other paths. */
export function instanceRouteElement(pathname: string): ReactElement | null {
  const path = pathname.replace(/\/$/, '');
  if (path === '/clicourses/search') return <AdvancedSearchPage />;
  const list = path.match(/^\/clcourse\/(\d+)\/clicourses$/);
  if (list) return <InstanceListPage key={list[1]} courseId={Number(list[1])} />;
  const created = path.match(/^\/clcourse\/(\d+)\/clicourse\/new$/);
  if (created) return <InstanceEditPage key={path} courseId={Number(created[1])} instanceId={null} />;
  const edit = path.match(/^\/clcourse\/(\d+)\/clicourse\/(\d+)\/edit$/);
  if (edit) return <InstanceEditPage key={path} courseId={Number(edit[1])} instanceId={Number(edit[2])} />;
  return null;
}
