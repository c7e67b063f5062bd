import { Button, Checkbox, CustomerPicker, ErrorPanel, formatDate, Spinner, useEndpoint, useT, type CustomerItem } from '@atrium/shared-ui';
import { userMassImportEndpoints } from '@atrium/users-contract';

export interface Choices {
  customer: CustomerItem | null;
  eCourses: number[];
  cliCourses: number[];
  email: boolean;
  sms: boolean;
}

interface ChooseStepProps {
  choices: Choices;
  onChange: (choices: Choices) => void;
  onNext: () => void;
  onSkip: () => void;
}

const toggled = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((each) => each !== id));

/** Step 1 (document 003 §2): the customer, the courses to enrol everyone in, and how to notify them. */
export function ChooseStep({ choices, onChange, onNext, onSkip }: ChooseStepProps) {
  const t = useT();
  const courses = useEndpoint(userMassImportEndpoints.courses, {});
  const set = (change: Partial<Choices>) => onChange({ ...choices, ...change });

  const courseLists = () => {
    if (courses.error) return <ErrorPanel error={courses.error} onRetry={courses.reload} />;
    if (!courses.data) return <Spinner />;
    return (
      <div className="atr-mass-import-courses">
        <fieldset>
          <legend>{t('userMassImport.choose.eCourses')}</legend>
          {courses.data.eCourses.length === 0 && <p>{t('userMassImport.choose.none')}</p>}
          {courses.data.eCourses.map((course) => (
            <Checkbox
              key={course.id}
              label={course.title}
              checked={choices.eCourses.includes(course.id)}
              onChange={(event) => set({ eCourses: toggled(choices.eCourses, course.id, event.target.checked) })}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('userMassImport.choose.cliCourses')}</legend>
          {courses.data.cliCourses.length === 0 && <p>{t('userMassImport.choose.none')}</p>}
          {courses.data.cliCourses.map((instance) => (
            <Checkbox
              key={instance.id}
              label={[
                instance.title,
                instance.startDate ? formatDate(instance.startDate) : null,
                instance.placeName,
                instance.freeSeats === null ? null : t('userMassImport.choose.freeSeats', { count: instance.freeSeats }),
              ]
                .filter(Boolean)
                .join(' · ')}
              checked={choices.cliCourses.includes(instance.id)}
              onChange={(event) => set({ cliCourses: toggled(choices.cliCourses, instance.id, event.target.checked) })}
            />
          ))}
        </fieldset>
      </div>
    );
  };

  return (
    <section aria-labelledby="mass-import-choose">
      <h2 id="mass-import-choose">{t('userMassImport.step.1')}</h2>
      <CustomerPicker
        label={t('userMassImport.choose.customer')}
        required
        value={choices.customer}
        onChange={(customer) => set({ customer })}
      />
      {courseLists()}
      <fieldset>
        <legend>{t('userMassImport.choose.notifications')}</legend>
        <Checkbox
          label={t('userMassImport.choose.email')}
          checked={choices.email}
          onChange={(event) => set({ email: event.target.checked })}
        />
        <Checkbox
          label={t('userMassImport.choose.sms')}
          hint={t('userMassImport.choose.smsHint')}
          checked={choices.sms}
          onChange={(event) => set({ sms: event.target.checked })}
        />
      </fieldset>
      <div className="atr-actions">
        <Button variant="primary" disabled={!choices.customer} onClick={onNext}>
          {t('userMassImport.next')}
        </Button>
        <Button disabled={!choices.customer} onClick={onSkip}>
          {t('userMassImport.skipToReview')}
        </Button>
      </div>
    </section>
  );
}
