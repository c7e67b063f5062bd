import { useState } from 'react';
import { ErrorPanel, Spinner, useT } from '@atrium/shared-ui';
import './messages';
import { CoursePackageForm } from './CoursePackageForm';
import { useCoursePackage } from './use-course-package';

/** coursePackage tab of the classroom course edit page (platform admin only; the service refuses others). */
export function CoursePackageTab({ courseId }: { courseId: number }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const { coursePackage, courseFiles, loading, error } = useCoursePackage(courseId, attempt);

  if (error) return <ErrorPanel error={error} onRetry={() => setAttempt((value) => value + 1)} />;
  if (loading || !coursePackage) return <Spinner />;
  return (
    <section aria-label={t('courses.course-package.title')}>
      {/* A new key per load resets the form to what was fetched. */}
      <CoursePackageForm key={attempt} courseId={courseId} stored={coursePackage} courseFiles={courseFiles} />
    </section>
  );
}
