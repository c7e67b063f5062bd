import { lazy, type ReactElement } from 'react';
import './messages';

// Each page is fetched when first visited (AreaApp shows the spinner meanwhile).
const CourseCreatePage = lazy(() => import('./create/CourseCreatePage').then(({ CourseCreatePage }) => ({ default: CourseCreatePage })));
const CourseEditPage = lazy(() => import('./edit/CourseEditPage').then(({ CourseEditPage }) => ({ default: CourseEditPage })));
const EvaluationsPage = lazy(() => import('./evaluations/EvaluationsPage').then(({ EvaluationsPage }) => ({ default: EvaluationsPage })));

const NEW = /^\/clcourse\/new\/(\d+)$/;
const EDIT = /^\/clcourse\/(\d+)\/edit(?:\/([A-Za-z]+))?$/;
const COPY = /^\/clcourse\/copy\/(\d+)\/(\d+)$/;
const EVALUATIONS = /^\/clcourse\/(\d+)\/evaluations$/;

/** The course template screens of document 000 §2, or null for other paths. */
export function courseRouteElement(pathname: string): ReactElement | null {
  const path = pathname.replace(/\/$/, '');
  let match = NEW.exec(path);
  if (match) return <CourseCreatePage key={path} courseId={Number(match[1])} />;
  match = COPY.exec(path);
  if (match) return <CourseCreatePage key={path} copyOf={Number(match[1])} courseId={Number(match[2])} />;
  match = EDIT.exec(path);
  if (match) return <CourseEditPage key={match[1]} id={Number(match[1])} tab={match[2]} />;
  match = EVALUATIONS.exec(path);
  if (match) return <EvaluationsPage id={Number(match[1])} />;
  return null;
}
