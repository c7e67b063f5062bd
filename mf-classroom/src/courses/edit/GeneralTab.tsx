import { useState } from 'react';
import { Button, callEndpoint, fieldErrorsOf, toast, useT } from '@atrium/shared-ui';
import { classroomCourseEndpoints, type ClassroomCourse } from '@atrium/classroom-contract';
import { draftOf, validateDraft, type CourseDraft, type DraftErrors } from '../general/course-draft';
import { GeneralFields } from '../general/GeneralFields';
import { TechnicalFields } from '../general/TechnicalFields';
import { CourseIdentifiers } from './CourseIdentifiers';
import { QuoteCodesEditor } from '../tabs/QuoteCodesEditor';

interface Props {
  course: ClassroomCourse;
  part: 'general' | 'technical';
  onSaved: (course: ClassroomCourse) => void;
}

/** The general and technical tabs: parts of the same general data, saved together. */
export function GeneralTab({ course, part, onSaved }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<CourseDraft>(() => draftOf(course));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const { body, errors: found } = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved(await callEndpoint(classroomCourseEndpoints.update, { params: { id: course.id }, body }));
      toast.success('courses.classroom.updated.notification');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast.error('courses.classroom.saveFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {part === 'general' ? (
        <GeneralFields draft={draft} errors={errors} onChange={setDraft} />
      ) : (
        <TechnicalFields draft={draft} errors={errors} onChange={setDraft} />
      )}
      {part === 'technical' && <CourseIdentifiers course={course} />}
      <Button type="submit" variant="primary" busy={busy}>
        {t('common.save')}
      </Button>
      {part === 'technical' && <QuoteCodesEditor courseId={course.id} productId={course.productId} />}
    </form>
  );
}
