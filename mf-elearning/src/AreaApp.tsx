import { AreaRouter, areaPage, useLocationPath } from '@atrium/shared-ui';
import { lazy } from 'react';
import { z } from 'zod';
import routes from './routes.json';

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

const id = z.string().regex(/^\d+$/).transform(Number);
const uuid = z.string().regex(/^[0-9a-f-]{36}$/);
const byId = z.object({ id });

/** The runtime reads its route (and the remote learner in the fragment) from the address itself. */
function RuntimeAtPath() {
  return <RuntimePage pathname={useLocationPath()} />;
}
const runtime = (params: z.ZodType) => areaPage(params, () => <RuntimeAtPath />);

// The edit page is keyed by course alone: switching tabs keeps it, and what it loaded, mounted.
export const ELEARNING_PAGES = {
  'ecourse.new': areaPage(z.object({ courseId: id }), ({ courseId }) => <EcourseCreatePage key={`new-${courseId}`} courseId={courseId} />),
  'ecourse.edit': areaPage(
    z.object({
      id,
      tab: z
        .string()
        .regex(/^[A-Za-z]+$/)
        .optional(),
    }),
    (params) => <EcourseEditPage key={`edit-${params.id}`} id={params.id} tab={params.tab} />,
  ),
  'ecourse.copy': areaPage(byId, (params) => <EcourseCopyPage key={`copy-${params.id}`} id={params.id} />),
  'ecourse.evaluations': areaPage(byId, (params) => <EcourseEvaluationsPage key={params.id} courseId={params.id} />),
  ecourses: areaPage(() => <EcourseCataloguePage />),
  hotworks: areaPage(() => <HotworksListPage />),
  'hotwork.edit': areaPage(byId, (params) => <HotworkEditPage key={params.id} id={params.id} />),
  'license.ecourse': areaPage(byId, (params) => <EcourseLicensesPage key={`e-${params.id}`} courseId={params.id} />),
  'license.clcourse': areaPage(byId, (params) => <ClcourseLicensesPage key={`c-${params.id}`} courseId={params.id} />),
  'scorm.admin': areaPage(() => <PackageAdminPage />),
  'scorm.run': runtime(byId),
  'scorm.runScormSessionId': runtime(z.object({ id: uuid })),
  'scorm.remote': runtime(z.object({ token: uuid })),
  'scorm.remote.session': runtime(z.object({ id: uuid })),
  'ocs.course': runtime(z.object({ useruuid: uuid, licenseuuid: uuid })),
};

export function AreaApp() {
  return <AreaRouter area="elearning" routes={routes} pages={ELEARNING_PAGES} buildLabel={__ATRIUM_BUILD_LABEL__} />;
}
