import type { InstructorCourse } from '@atrium/classroom-contract';
import { hrefTo, useT } from '@atrium/shared-ui';

/**
 * Document 002 §2: the course's linked e-learning lessons, each opened in a new window in the authoring area's
 * read-only lesson view, which lets the instructors of a course linking the lesson in (decision 0251).
 */
export function InstructorLessons({ course }: { course: InstructorCourse }) {
  const t = useT();
  if (course.linkedLessons.length === 0) return null;
  return (
    <section className="atr-section" aria-labelledby="instructor-lessons">
      <h2 id="instructor-lessons">{t('instructor-page.lessons')}</h2>
      <ul data-testid="linked-lessons">
        {course.linkedLessons.map((lesson) => {
          const name = lesson.description || t('instructor-page.lessons.untitled');
          return (
            <li key={lesson.id}>
              <a
                href={hrefTo('elearningpackage.lessonview', { id: lesson.epkgLessonId })}
                target="_blank"
                rel="noopener"
                aria-label={t('instructor-page.lessons.open', { name })}
              >
                {name}
              </a>{' '}
              {t('instructor-page.lessons.ids', { course: lesson.courseElearningId, lesson: lesson.epkgLessonId })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
