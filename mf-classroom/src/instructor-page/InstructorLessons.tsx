import type { InstructorCourse } from '@atrium/classroom-contract';
import { useT } from '@atrium/shared-ui';

/**
 * Document 002 §2: the course's linked e-learning lessons. Decision 0244: no screen shows a single authoring lesson to
 * an instructor yet, so each is listed by its description and ids without a link to open.
 */
export function InstructorLessons({ course }: { course: InstructorCourse }) {
  const t = useT();
  if (course.linkedLessons.length === 0) return null;
  return (
    <section className="atr-section" aria-labelledby="instructor-lessons">
      <h2 id="instructor-lessons">{t('instructor-page.lessons')}</h2>
      <ul data-testid="linked-lessons">
        {course.linkedLessons.map((lesson) => (
          <li key={lesson.id}>
            {lesson.description || t('instructor-page.lessons.untitled')}{' '}
            {t('instructor-page.lessons.ids', { course: lesson.courseElearningId, lesson: lesson.epkgLessonId })}
          </li>
        ))}
      </ul>
    </section>
  );
}
