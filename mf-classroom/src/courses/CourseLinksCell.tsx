import { Link, useT } from '@atrium/shared-ui';
import type { ClassroomCourseListItem } from '@atrium/classroom-contract';
import { routes } from './course-paths';

/** The per-row links of /clcourses: edit, copy, instances, evaluations, licenses and an e-course made from it. */
export function CourseLinksCell({ data }: { data?: ClassroomCourseListItem }) {
  const t = useT();
  if (!data) return null;
  const name = data.internalName;
  return (
    <span className="atr-row-links">
      <Link href={routes.edit(data.id)} aria-label={t('courses.classroom.link.editOf', { name })}>
        {t('courses.classroom.link.edit')}
      </Link>{' '}
      <Link href={routes.copy(data.id, 0)} aria-label={t('courses.classroom.link.copyOf', { name })}>
        {t('courses.classroom.link.copy')}
      </Link>{' '}
      <Link href={routes.instances(data.id)} aria-label={t('courses.classroom.link.instancesOf', { name })}>
        {t('courses.classroom.link.instances')}
      </Link>{' '}
      <Link href={routes.evaluations(data.id)} aria-label={t('courses.classroom.link.evaluationsOf', { name })}>
        {t('courses.classroom.link.evaluations')}
      </Link>{' '}
      <Link href={routes.licenses(data.id)} aria-label={t('courses.classroom.link.licensesOf', { name })}>
        {t('courses.classroom.link.licenses')}
      </Link>{' '}
      <Link href={routes.newEcourse(data.id)} aria-label={t('courses.classroom.link.newEcourseOf', { name })}>
        {t('courses.classroom.link.newEcourse')}
      </Link>
    </span>
  );
}
