import { courseProgramEndpoints, type CourseProgramCourseType } from '@atrium/reports-contract';
import {
  Button,
  callEndpoint,
  Checkbox,
  failureKey,
  fieldErrorsOf,
  Modal,
  Spinner,
  TextField,
  toast,
  useEndpoint,
  useIdempotencyKey,
  useT,
} from '@atrium/shared-ui';
import { useState } from 'react';

const keyOf = (courseType: CourseProgramCourseType, courseId: number) => `${courseType}:${courseId}`;

/** A new programme: its title and its courses, classroom courses and e-courses in the order ticked. */
export function NewCourseProgramDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const t = useT();
  const choices = useEndpoint(courseProgramEndpoints.choices, {});
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<{ courseType: CourseProgramCourseType; courseId: number }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const idempotency = useIdempotencyKey();

  const toggle = (courseType: CourseProgramCourseType, courseId: number, on: boolean) =>
    setChosen((current) =>
      on ? [...current, { courseType, courseId }] : current.filter((c) => keyOf(c.courseType, c.courseId) !== keyOf(courseType, courseId)),
    );
  const ticked = new Set(chosen.map((c) => keyOf(c.courseType, c.courseId)));

  const save = async () => {
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = 'validation.required';
    if (chosen.length === 0) found.courses = 'courseProgram.admin.noCourses';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await callEndpoint(courseProgramEndpoints.create, { body: { title, courses: chosen } }, { headers: idempotency });
      toast.success('courseProgram.admin.saved', { title });
      onClose(true);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      toast.error(failureKey(failure));
      setSaving(false);
    }
  };

  const group = (legend: string, courseType: CourseProgramCourseType, courses: { id: number; name: string }[]) => (
    <fieldset className="atr-fieldset">
      <legend>{legend}</legend>
      {courses.map((course) => (
        <Checkbox
          key={course.id}
          label={course.name}
          checked={ticked.has(keyOf(courseType, course.id))}
          onChange={(event) => toggle(courseType, course.id, event.target.checked)}
        />
      ))}
    </fieldset>
  );

  return (
    <Modal
      open
      size="large"
      title={t('courseProgram.admin.newTitle')}
      onClose={() => onClose(false)}
      footer={
        <Button variant="primary" busy={saving} onClick={() => void save()}>
          {t('courseProgram.admin.save')}
        </Button>
      }
    >
      <TextField
        label={t('courseProgram.admin.title')}
        value={title}
        maxLength={200}
        required
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      {errors.courses && (
        <p className="atr-field-error" role="alert">
          {t(errors.courses)}
        </p>
      )}
      {!choices.data ? (
        <Spinner />
      ) : (
        <>
          {group(t('courseProgram.admin.classroomCourses'), 'CLASSROOM', choices.data.classroomCourses)}
          {group(t('courseProgram.admin.ecourses'), 'ELEARNING', choices.data.ecourses)}
        </>
      )}
    </Modal>
  );
}
