import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense } from 'react';
import { evaluationsCourseId } from './evaluations/evaluationRange';
import { hotworksRoute } from './hotworks/hotworksRoute';
import { licenceCourseId } from './licences/licenceRoute';
import { isRuntimePath } from './runtime/runtimeRoute';

// Each part loads on its own: the admin screens never fetch the runtime and the runtime none of them.
const RuntimePage = lazy(() => import('./runtime/RuntimePage'));
const PackageAdminPage = lazy(() => import('./packageAdmin/PackageAdminPage'));
const EcourseCataloguePage = lazy(() => import('./catalogue/EcourseCataloguePage'));
const EcourseEvaluationsPage = lazy(() => import('./evaluations/EcourseEvaluationsPage'));
const HotworksListPage = lazy(() => import('./hotworks/HotworksListPage'));
const HotworkEditPage = lazy(() => import('./hotworks/HotworkEditPage'));
const EcourseLicencesPage = lazy(() => import('./licences/EcourseLicencesPage'));

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
  const hotworks = hotworksRoute(pathname);
  if (hotworks) {
    return (
      <Suspense fallback={<Spinner />}>
        {hotworks.page === 'list' ? <HotworksListPage /> : <HotworkEditPage key={hotworks.id} id={hotworks.id} />}
      </Suspense>
    );
  }
  const licensedCourseId = licenceCourseId(pathname);
  if (licensedCourseId !== null) {
    return (
      <Suspense fallback={<Spinner />}>
        <EcourseLicencesPage key={licensedCourseId} courseId={licensedCourseId} />
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
