import { ErrorPanel, Spinner, useEndpoint } from '@atrium/shared-ui';
import { ecourseDetailEndpoints } from '@atrium/elearning-contract';
import { CoursePackageTab } from '../course-package/CoursePackageTab';
import type { EcourseTabProps } from './ecourse-tab-props';

/** The scorm/course package tab: the package tab fed with what the course's scorm details say it plays. */
export function PackageTab({ course, onCourseChanged }: EcourseTabProps) {
  const details = useEndpoint(ecourseDetailEndpoints.scormDetails, { params: { id: course.id } });
  if (details.error) return <ErrorPanel error={details.error} onRetry={details.reload} />;
  if (!details.data) return <Spinner />;
  const { xapiCoursePackageType: type, xapiCoursePackageId: packageId, epkgId, epkgUUID, scormCourseId } = details.data;
  return (
    <CoursePackageTab
      ecourseId={course.id}
      current={type !== null && packageId !== null ? { type, packageId } : null}
      hasEpkg={epkgId !== null || epkgUUID !== null}
      scormCourseId={scormCourseId}
      onChanged={() => {
        details.reload();
        onCourseChanged();
      }}
    />
  );
}
