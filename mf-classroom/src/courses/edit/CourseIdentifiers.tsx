import { Button, toast, useT } from '@atrium/shared-ui';
import type { ClassroomCourse } from '@atrium/classroom-contract';

/**
 * The course's identifiers on the technical tab, labelled and copyable (issue 22 point 8): people paste the uuid
 * into integrations and support requests, so it is information to copy, not raw text between the fields.
 */
export function CourseIdentifiers({ course }: { course: ClassroomCourse }) {
  const t = useT();
  const copy = (value: string) =>
    navigator.clipboard.writeText(value).then(
      () => toast.success('courses.classroom.ids.copied'),
      () => toast.error('courses.classroom.ids.copyFailed'),
    );
  return (
    <section className="atr-course-ids" aria-labelledby="course-ids-heading">
      <h2 id="course-ids-heading">{t('courses.classroom.ids')}</h2>
      <dl>
        <dt>{t('courses.classroom.productId')}</dt>
        <dd>{course.productId ?? t('courses.classroom.ids.none')}</dd>
        <dt>{t('courses.classroom.ids.uuid')}</dt>
        <dd>
          <code>{course.uuid}</code>{' '}
          <Button type="button" onClick={() => void copy(course.uuid)}>
            {t('courses.classroom.ids.copy')}
          </Button>
        </dd>
      </dl>
    </section>
  );
}
