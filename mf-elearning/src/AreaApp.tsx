import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense } from 'react';
import { ecourseRoute, type EcourseRoute } from './ecourse-edit/ecourse-route';
import { evaluationsCourseId } from './evaluations/evaluation-range';
import { hotworksRoute } from './hotworks/hotworks-route';
import { licenseRoute } from './licenses/license-route';
import { isRuntimePath } from './runtime/runtime-route';

// Each part loads on its own: the admin screens never fetch the runtime and the runtime none of them.
const RuntimePage = lazy(() => import('./runtime/RuntimePage'));
const PackageAdminPage = lazy(() => import('./package-admin/PackageAdminPage'));
const EcourseCataloguePage = lazy(() => import('./catalogue/EcourseCataloguePage'));
const EcourseEvaluationsPage = lazy(() => import('./evaluations/EcourseEvaluationsPage'));
const HotworksListPage = lazy(() => import('./hotworks/HotworksListPage'));
const HotworkEditPage = lazy(() => import('./hotworks/HotworkEditPage'));
const EcourseLicensesPage = lazy(() => import('./licenses/EcourseLicensesPage'));
const ClcourseLicensesPage = lazy(() => import('./licenses/ClcourseLicensesPage'));
const EcourseCreatePage = lazy(() => import('./ecourse-edit/EcourseCreatePage'));
const EcourseCopyPage = lazy(() => import('./ecourse-edit/EcourseCopyPage'));
const EcourseEditPage = lazy(() => import('./ecourse-edit/EcourseEditPage'));

// The edit page is keyed by course alone: switching tabs keeps it, and what it loaded, mounted.
function ecoursePage(route: EcourseRoute) {
  switch (route.page) {
    case 'new':
      return <EcourseCreatePage key={`new-${route.courseId}`} courseId={route.courseId} />;
    case 'copy':
      return <EcourseCopyPage key={`copy-${route.id}`} id={route.id} />;
    case 'edit':
      return <EcourseEditPage key={`edit-${route.id}`} id={route.id} tab={route.tab} />;
  }
}

export function AreaApp() {
  const pathname = useLocationPath();
  if (isRuntimePath(pathname)) {
    return (
      <Suspense fallback={<Spinner />}>
        <RuntimePage pathname={pathname} />
      </Suspense>
    );
  }
  if (pathname.replace(/\/$/, '') === '/scorm/admin') {
    return (
      <Suspense fallback={<Spinner />}>
        <PackageAdminPage />
      </Suspense>
    );
  }
  if (pathname.replace(/\/$/, '') === '/ecourses') {
    return (
      <Suspense fallback={<Spinner />}>
        <EcourseCataloguePage />
      </Suspense>
    );
  }
  const ecourse = ecourseRoute(pathname);
  if (ecourse) return <Suspense fallback={<Spinner />}>{ecoursePage(ecourse)}</Suspense>;
  const hotworks = hotworksRoute(pathname);
  if (hotworks) {
    return (
      <Suspense fallback={<Spinner />}>
        {hotworks.page === 'list' ? <HotworksListPage /> : <HotworkEditPage key={hotworks.id} id={hotworks.id} />}
      </Suspense>
    );
  }
  const licenses = licenseRoute(pathname);
  if (licenses) {
    const LicensesPage = licenses.kind === 'ecourse' ? EcourseLicensesPage : ClcourseLicensesPage;
    return (
      <Suspense fallback={<Spinner />}>
        <LicensesPage key={pathname} courseId={licenses.courseId} />
      </Suspense>
    );
  }
  const evaluatedCourseId = evaluationsCourseId(pathname);
  if (evaluatedCourseId !== null) {
    return (
      <Suspense fallback={<Spinner />}>
        <EcourseEvaluationsPage key={evaluatedCourseId} courseId={evaluatedCourseId} />
      </Suspense>
    );
  }
  return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="elearning" />;
}
