import { ErrorPanel, Spinner, useApiData } from '@atrium/shared-ui';
import { scormDetailsSchema } from '@atrium/elearning-contract';
import { CoursePackageTab } from '../course-package/CoursePackageTab';
import { ecourseApi } from './ecourse-api';
import type { EcourseTabProps } from './ecourse-tab-props';

/** The scorm/course package tab: the package tab fed with what the course's scorm details say it plays. */
export function PackageTab({ course, onCourseChanged }: EcourseTabProps) {
  const details = useApiData(ecourseApi.scormDetails(course.id), scormDetailsSchema);
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
