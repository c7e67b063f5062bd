import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense } from 'react';
import { ecourseRoute, type EcourseRoute } from './ecourseEdit/ecourseRoute';
import { evaluationsCourseId } from './evaluations/evaluationRange';
import { hotworksRoute } from './hotworks/hotworksRoute';
import { licenceRoute } from './licences/licenceRoute';
import { isRuntimePath } from './runtime/runtimeRoute';

// Each part loads on its own: the admin screens never fetch the runtime and the runtime none of them.
const RuntimePage = lazy(() => import('./runtime/RuntimePage'));
const PackageAdminPage = lazy(() => import('./packageAdmin/PackageAdminPage'));
const EcourseCataloguePage = lazy(() => import('./catalogue/EcourseCataloguePage'));
const EcourseEvaluationsPage = lazy(() => import('./evaluations/EcourseEvaluationsPage'));
const HotworksListPage = lazy(() => import('./hotworks/HotworksListPage'));
const HotworkEditPage = lazy(() => import('./hotworks/HotworkEditPage'));
const EcourseLicencesPage = lazy(() => import('./licences/EcourseLicencesPage'));
const ClcourseLicencesPage = lazy(() => import('./licences/ClcourseLicencesPage'));
const EcourseCreatePage = lazy(() => import('./ecourseEdit/EcourseCreatePage'));
const EcourseCopyPage = lazy(() => import('./ecourseEdit/EcourseCopyPage'));
const EcourseEditPage = lazy(() => import('./ecourseEdit/EcourseEditPage'));

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
  const licences = licenceRoute(pathname);
  if (licences) {
    const LicencesPage = licences.kind === 'ecourse' ? EcourseLicencesPage : ClcourseLicencesPage;
    return (
      <Suspense fallback={<Spinner />}>
        <LicencesPage key={pathname} courseId={licences.courseId} />
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
