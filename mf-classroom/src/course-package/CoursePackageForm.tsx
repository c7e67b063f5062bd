import { useMemo, useState, type FormEvent } from 'react';
import { ApiError, Button, failureKey, FormField, TextField, toast, useT } from '@atrium/shared-ui';
import type { CoursePackage, CoursePackageEcourse, CoursePackageFile, LinkedFile } from '@atrium/classroom-contract';
import { coursePackageApi } from './course-package-api';
import { PackageEcoursesField } from './PackageEcoursesField';
import { PackageFilesField } from './PackageFilesField';
import { TestEmailForm } from './TestEmailForm';

interface CoursePackageFormProps {
  courseId: number;
  stored: CoursePackage;
  courseFiles: readonly LinkedFile[];
}

interface Draft {
  files: number[];
  eCourses: CoursePackageEcourse[];
  mailSubject: string;
  mailBody: string;
}

function draftOf(stored: CoursePackage): Draft {
  return { files: stored.files, eCourses: stored.eCourseDetails, mailSubject: stored.mailSubject, mailBody: stored.mailBody };
}

/** Server field names ("body.mailSubject") to this form's fields. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [key.replace(/^body\./, ''), message]));
}

export function CoursePackageForm({ courseId, stored: initial, courseFiles }: CoursePackageFormProps) {
  const t = useT();
  const [stored, setStored] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const unsaved = JSON.stringify(draft) !== JSON.stringify(draftOf(stored));

  // Files already in the package stay listed even when they are no longer course material.
  const choosable = useMemo<CoursePackageFile[]>(() => {
    const listed = new Set(courseFiles.map((file) => file.id));
    return [...courseFiles.map(({ id, fileName }) => ({ id, fileName })), ...stored.fileDetails.filter((file) => !listed.has(file.id))];
  }, [courseFiles, stored.fileDetails]);

  const update = (change: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...change }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const eCourses = draft.eCourses.map((ecourse) => ecourse.id);
    setErrors({});
    setSaving(true);
    try {
      const saved = await coursePackageApi.save(courseId, {
        files: draft.files,
        eCourses,
        mailSubject: draft.mailSubject,
        mailBody: draft.mailBody,
      });
      setStored(saved);
      setDraft(draftOf(saved));
      toast.success('courses.course-package.saved.ok');
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(failureKey(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <form onSubmit={(event) => void save(event)} noValidate className="atr-form">
        <PackageFilesField files={choosable} selected={draft.files} onChange={(files) => update({ files })} error={errors.files} />
        <PackageEcoursesField selected={draft.eCourses} onChange={(eCourses) => update({ eCourses })} error={errors.eCourses} />
        <TextField
          label={t('courses.course-package.mailSubject')}
          value={draft.mailSubject}
          maxLength={500}
          onChange={(event) => update({ mailSubject: event.target.value })}
          error={errors.mailSubject}
        />
        <FormField label={t('courses.course-package.mailBody')} error={errors.mailBody}>
          {(control) => (
            <textarea
              {...control}
              className="atr-input"
              rows={10}
              value={draft.mailBody}
              onChange={(event) => update({ mailBody: event.target.value })}
            />
          )}
        </FormField>
        <Button type="submit" variant="primary" busy={saving}>
          {t('common.save')}
        </Button>
      </form>
      <h3>{t('courses.course-package.test.email')}</h3>
      <TestEmailForm courseId={courseId} unsaved={unsaved} />
    </>
  );
}
