import { AreaRouter, areaPage } from '@atrium/shared-ui';
import { lazy } from 'react';
import { z } from 'zod';
import './messages';
import './refusal-messages';
import './instance-search/messages';
import './instances/messages';
import './courses/messages';
import { CourseStaffOnly } from './course-place/CourseStaffOnly';
import routes from './routes.json';

// Each page is fetched when first visited (AreaRouter shows the spinner meanwhile).
const ClassroomCourseListPage = lazy(() =>
  import('./courses/ClassroomCourseListPage').then(({ ClassroomCourseListPage }) => ({ default: ClassroomCourseListPage })),
);
const CourseCreatePage = lazy(() =>
  import('./courses/create/CourseCreatePage').then(({ CourseCreatePage }) => ({ default: CourseCreatePage })),
);
const CourseEditPage = lazy(() => import('./courses/edit/CourseEditPage').then(({ CourseEditPage }) => ({ default: CourseEditPage })));
const EvaluationsPage = lazy(() =>
  import('./courses/evaluations/EvaluationsPage').then(({ EvaluationsPage }) => ({ default: EvaluationsPage })),
);
const AdvancedSearchPage = lazy(() =>
  import('./instance-search/AdvancedSearchPage').then(({ AdvancedSearchPage }) => ({ default: AdvancedSearchPage })),
);
const InstanceEditPage = lazy(() => import('./instances/InstanceEditPage').then(({ InstanceEditPage }) => ({ default: InstanceEditPage })));
const InstanceListPage = lazy(() => import('./instances/InstanceListPage').then(({ InstanceListPage }) => ({ default: InstanceListPage })));
const ClassroomManagementPage = lazy(() => import('./classroom-management/ClassroomManagementPage'));
const InstructorPage = lazy(() => import('./instructor-page/InstructorPage'));
const InstructorCalendarPage = lazy(() => import('./course-calendar/InstructorCalendarPage'));
const InstanceEvaluationsPage = lazy(() => import('./instance-evaluations/InstanceEvaluationsPage'));
const EvaluationFormPage = lazy(() => import('./instance-evaluations/EvaluationFormPage'));
const PartlistPage = lazy(() => import('./participant-list-signing/PartlistPage'));
const WeeklyDashboardPage = lazy(() => import('./weekly-dashboards/WeeklyDashboardPage'));
const DiplomaTemplatesPage = lazy(() => import('./diploma-templates/DiplomaTemplatesPage'));
const CoursePlaceListPage = lazy(() => import('./course-place/CoursePlaceListPage'));
const CoursePlaceRegistrationPage = lazy(() => import('./course-place/CoursePlaceRegistrationPage'));
const CoursePlaceRatingsPage = lazy(() => import('./course-place/CoursePlaceRatingsPage'));

const id = z.string().regex(/^\d+$/).transform(Number);
const byId = z.object({ id });

// The screens built so far; the other classroom routes keep the placeholder until theirs are.
export const CLASSROOM_PAGES = {
  clcourses: areaPage(() => <ClassroomCourseListPage />),
  'clcourse.new': areaPage(z.object({ courseId: id }), ({ courseId }) => <CourseCreatePage key={`new-${courseId}`} courseId={courseId} />),
  'clcourse.copy': areaPage(z.object({ id, courseId: id }), (params) => (
    <CourseCreatePage key={`copy-${params.id}-${params.courseId}`} copyOf={params.id} courseId={params.courseId} />
  )),
  // Keyed by course alone: switching tabs keeps the editor, and what it loaded, mounted.
  'clcourse.edit': areaPage(
    z.object({
      id,
      tab: z
        .string()
        .regex(/^[A-Za-z]+$/)
        .optional(),
    }),
    (params) => <CourseEditPage key={params.id} id={params.id} tab={params.tab} />,
  ),
  'clcourse.evaluations': areaPage(byId, (params) => <EvaluationsPage key={params.id} id={params.id} />),
  'clicourses.search': areaPage(() => <AdvancedSearchPage />),
  'clcourse.clicourses': areaPage(z.object({ clid: id }), ({ clid }) => <InstanceListPage key={clid} courseId={clid} />),
  'clcourse.clicourse.new': areaPage(z.object({ clid: id }), ({ clid }) => (
    <InstanceEditPage key={`new-${clid}`} courseId={clid} instanceId={null} />
  )),
  'clcourse.clicourse.edit': areaPage(z.object({ clid: id, cliid: id }), ({ clid, cliid }) => (
    <InstanceEditPage key={`${clid}-${cliid}`} courseId={clid} instanceId={cliid} />
  )),
  'classroom-management': areaPage(z.object({ instanceId: id }), ({ instanceId }) => (
    <ClassroomManagementPage key={instanceId} instanceId={instanceId} />
  )),
  'classroom-management.evaluations': areaPage(z.object({ instanceId: id }), ({ instanceId }) => (
    <InstanceEvaluationsPage key={instanceId} instanceId={instanceId} />
  )),
  'evaluation.form': areaPage(z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }), ({ token }) => (
    <EvaluationFormPage key={token} token={token} />
  )),
  'web.partlist': areaPage(() => <PartlistPage />),
  'classroom-prestart-list': areaPage(() => <WeeklyDashboardPage key="pre" kind="pre" />),
  'diploma-templates': areaPage(() => <DiplomaTemplatesPage />),
  'classroom-poststart-list': areaPage(() => <WeeklyDashboardPage key="post" kind="post" />),
  'instructors.classroom-management': areaPage(z.object({ instanceId: id }), ({ instanceId }) => (
    <InstructorPage key={instanceId} instanceId={instanceId} />
  )),
  'instructors.course-calendar.own': areaPage(() => <InstructorCalendarPage key="own" instructorId={null} />),
  'instructors.course-calendar': areaPage(z.object({ id: id.optional() }), (params) => (
    <InstructorCalendarPage key={params.id ?? 'own'} instructorId={params.id ?? null} />
  )),
  'course-place-list': areaPage(() => (
    <CourseStaffOnly>
      <CoursePlaceListPage />
    </CourseStaffOnly>
  )),
  'course-place-registration': areaPage(() => (
    <CourseStaffOnly>
      <CoursePlaceRegistrationPage key="new" id={null} />
    </CourseStaffOnly>
  )),
  'course-place-registration.edit': areaPage(byId, (params) => (
    <CourseStaffOnly>
      <CoursePlaceRegistrationPage key={params.id} id={params.id} />
    </CourseStaffOnly>
  )),
  'course-place-registration.ratings': areaPage(byId, (params) => (
    <CourseStaffOnly>
      <CoursePlaceRatingsPage key={params.id} id={params.id} />
    </CourseStaffOnly>
  )),
};

export function AreaApp() {
  return <AreaRouter area="classroom" routes={routes} pages={CLASSROOM_PAGES} buildLabel={__ATRIUM_BUILD_LABEL__} />;
}
