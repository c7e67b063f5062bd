import { Button, callEndpoint, toast, useT } from '@atrium/shared-ui';
import { copyOfEcourse, ecourseEndpoints, type Ecourse, type EcourseGeneral } from '@atrium/elearning-contract';
import { useState } from 'react';
import { GeneralFields } from './GeneralFields';
import { IntegrationNumber } from './IntegrationNumber';
import { SkipLandingPageToggle } from './SkipLandingPageToggle';
import { TechnicalFields } from './TechnicalFields';
import { useGeneralSave } from './use-general-save';

interface Props {
  course: Ecourse;
  part: 'general' | 'technical';
  onSaved: (course: Ecourse) => void;
}

/** The course as the form edits it: copyOfEcourse drops identity and what other calls own; the name and flags it clears for a copy stay. */
const formOf = (course: Ecourse): EcourseGeneral => ({
  ...copyOfEcourse(course),
  internalName: course.internalName,
  eLearningCourseFlags: course.eLearningCourseFlags,
});

/** The general and technical tabs: two parts of one form, each saving all of it (PUT data/ecourses/{id}). */
export function GeneralTab({ course, part, onSaved }: Props) {
  const t = useT();
  const [form, setForm] = useState(() => formOf(course));
  const send = (body: EcourseGeneral) => callEndpoint(ecourseEndpoints.update, { params: { id: course.id }, body });
  const { errors, busy, save } = useGeneralSave(send, (saved) => {
    onSaved(saved);
    toast.success('ecourse.updated.notification');
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(form);
      }}
    >
      {part === 'general' ? (
        <>
          <GeneralFields form={form} errors={errors} onChange={setForm} />
          <IntegrationNumber uuid={course.uuid} />
          <SkipLandingPageToggle
            ecourseId={course.id}
            skip={form.skipLandingPage}
            onChanged={(skipLandingPage) => {
              setForm((current) => ({ ...current, skipLandingPage }));
              onSaved({ ...course, skipLandingPage });
            }}
          />
        </>
      ) : (
        <TechnicalFields form={form} errors={errors} onChange={setForm} />
      )}
      <Button type="submit" variant="primary" busy={busy}>
        {t('common.save')}
      </Button>
    </form>
  );
}
