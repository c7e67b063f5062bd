import { AreaRouter, areaPage } from '@atrium/shared-ui';
import { lazy } from 'react';
import { z } from 'zod';
import routes from './routes.json';

const PackagesPage = lazy(() => import('./packages/PackagesPage'));
const EditPackagePage = lazy(() => import('./packages/EditPackagePage'));
const LessonsPage = lazy(() => import('./lessons/LessonsPage'));
const EditLessonPage = lazy(() => import('./lessons/EditLessonPage'));
const TasksPage = lazy(() => import('./tasks/TasksPage'));
const EditTaskPage = lazy(() => import('./tasks/EditTaskPage'));
const TagsPage = lazy(() => import('./tags/TagsPage'));
const TaskImportPage = lazy(() => import('./task-import/TaskImportPage'));
const NoAccessPage = lazy(() => import('./author/NoAccessPage'));
const FilesPage = lazy(() => import('./files/FilesPage'));
const ScriptPage = lazy(() => import('./script/ScriptPage'));
const LessonViewPage = lazy(() => import('./lesson-view/LessonViewPage'));

const uuid = z.uuid();

export const AUTHORING_PAGES = {
  'elearningpackage.packages': areaPage(() => <PackagesPage />),
  'elearningpackage.editpackage': areaPage(z.object({ uuid: uuid.optional() }), ({ uuid: id }) => (
    <EditPackagePage key={id ?? 'new'} uuid={id} />
  )),
  'elearningpackage.lessons': areaPage(() => <LessonsPage />),
  'elearningpackage.editlesson': areaPage(z.object({ uuid }), ({ uuid: id }) => <EditLessonPage key={id} uuid={id} />),
  'elearningpackage.tasks': areaPage(() => <TasksPage />),
  'elearningpackage.edittask': areaPage(z.object({ uuid: uuid.optional() }), ({ uuid: id }) => (
    <EditTaskPage key={id ?? 'new'} uuid={id} />
  )),
  'elearningpackage.tags': areaPage(() => <TagsPage />),
  'elearningpackage.taskimport': areaPage(() => <TaskImportPage />),
  'elearningpackage.files': areaPage(() => <FilesPage />),
  'elearningpackage.script': areaPage(z.object({ uuid }), ({ uuid: id }) => <ScriptPage key={id} uuid={id} />),
  'elearningpackage.noaccess': areaPage(() => <NoAccessPage />),
  'elearningpackage.lessonview': areaPage(z.object({ id: z.coerce.number().int().min(1).max(2147483647) }), ({ id }) => (
    <LessonViewPage key={id} id={id} />
  )),
};

export function AreaApp() {
  return <AreaRouter area="authoring" routes={routes} pages={AUTHORING_PAGES} buildLabel={__ATRIUM_BUILD_LABEL__} />;
}
