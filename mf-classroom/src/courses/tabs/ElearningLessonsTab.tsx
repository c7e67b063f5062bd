import { useState } from 'react';
import { Button, callEndpoint, Checkbox, ErrorPanel, Spinner, TextField, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { courseLessonEndpoints, newLinkedLessonSchema, type LinkedLessons } from '@atrium/classroom-contract';

/** elearningLessons: whether lessons may be linked, and the linked ones (get, allow, save, remove). */
export function ElearningLessonsTab({ courseId }: { courseId: number }) {
  const t = useT();
  const params = { id: courseId };
  const lessons = useEndpoint(courseLessonEndpoints.list, { params });
  const [draft, setDraft] = useState({ courseElearningId: '', epkgLessonId: '', description: '' });
  if (lessons.error) return <ErrorPanel error={lessons.error} onRetry={lessons.reload} />;
  if (!lessons.data) return <Spinner />;

  const call = async (request: Promise<LinkedLessons>) => {
    try {
      lessons.set(await request);
      toast.success('saved');
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };
  const save = () => {
    const body = newLinkedLessonSchema.safeParse({
      ...draft,
      courseElearningId: Number(draft.courseElearningId),
      epkgLessonId: Number(draft.epkgLessonId),
    });
    if (!body.success) return void toast.error('courses.classroom.invalid.lesson');
    void call(callEndpoint(courseLessonEndpoints.save, { params, body: body.data }));
  };

  return (
    <div>
      <Checkbox
        label={t('courses.classroom.lessons.allowed')}
        checked={lessons.data.allowed}
        onChange={(e) => void call(callEndpoint(courseLessonEndpoints.allow, { params, body: { allowed: e.target.checked } }))}
      />
      <ul>
        {lessons.data.lessons.map((lesson) => (
          <li key={lesson.id}>
            {t('courses.classroom.lessons.item', { course: lesson.courseElearningId, lesson: lesson.epkgLessonId })} {lesson.description}{' '}
            <Button
              variant="link"
              aria-label={t('courses.classroom.remove', { name: String(lesson.epkgLessonId) })}
              onClick={() => void call(callEndpoint(courseLessonEndpoints.remove, { params: { ...params, lessonId: lesson.id } }))}
            >
              {t('courses.classroom.removeShort')}
            </Button>
          </li>
        ))}
      </ul>
      {lessons.data.allowed && (
        <fieldset className="atr-toolbar">
          <legend>{t('courses.classroom.lessons.new')}</legend>
          <TextField
            label={t('courses.classroom.lessons.courseElearningId')}
            inputMode="numeric"
            value={draft.courseElearningId}
            onChange={(e) => setDraft({ ...draft, courseElearningId: e.target.value })}
          />
          <TextField
            label={t('courses.classroom.lessons.epkgLessonId')}
            inputMode="numeric"
            value={draft.epkgLessonId}
            onChange={(e) => setDraft({ ...draft, epkgLessonId: e.target.value })}
          />
          <TextField
            label={t('courses.classroom.lessons.description')}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
          <Button onClick={save}>{t('common.save')}</Button>
        </fieldset>
      )}
    </div>
  );
}
