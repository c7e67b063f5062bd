import { useId, useState } from 'react';
import { instanceEvaluationEndpoints as endpoints, type EvaluationForm } from '@atrium/classroom-contract';
import { ApiError, Button, callEndpoint, ErrorPanel, formatDateRange, Page, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { RatingSelect } from './RatingSelect';
import './messages';

/** The learners' evaluation form, opened from the e-mailed single-use link without signing in (decision 0173). */
export default function EvaluationFormPage({ token }: { token: string }) {
  const t = useT();
  const form = useEndpoint(endpoints.form, { params: { token } });
  const [done, setDone] = useState(false);
  if (form.error) return <ErrorPanel error={form.error} onRetry={form.reload} />;
  if (!form.data) return <Spinner />;
  return (
    <Page title={t('evaluations.form.title', { title: form.data.title })}>
      {form.data.answered || done ? (
        <p role="status">{t('evaluations.form.thanks')}</p>
      ) : (
        <AnswerForm token={token} form={form.data} onAnswered={() => setDone(true)} />
      )}
    </Page>
  );
}

function AnswerForm({ token, form, onAnswered }: { token: string; form: EvaluationForm; onAnswered: () => void }) {
  const t = useT();
  const commentId = useId();
  const [course, setCourse] = useState<number | null>(null);
  const [canteen, setCanteen] = useState<number | null>(null);
  const [reception, setReception] = useState<number | null>(null);
  const [instructors, setInstructors] = useState<Record<number, number | null>>({});
  const [comment, setComment] = useState('');

  const submit = async () => {
    if (course === null) return;
    try {
      await callEndpoint(endpoints.answer, {
        params: { token },
        body: {
          ratingCourse: course,
          ratingCanteen: canteen,
          ratingReception: reception,
          instructors: Object.entries(instructors).flatMap(([id, rating]) =>
            rating === null ? [] : [{ instructorId: Number(id), rating }],
          ),
          comment,
        },
      });
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? 'evaluations.form.already' : 'evaluations.failed');
      return;
    }
    onAnswered();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {form.participantName && <p>{t('evaluations.form.hello', { name: form.participantName })}</p>}
      <p>
        {form.startDate ? formatDateRange(form.startDate, form.endDate ?? form.startDate) : ''}
        {form.coursePlaceName ? ` · ${form.coursePlaceName}` : ''}
      </p>
      <p>{t('evaluations.form.intro')}</p>
      <fieldset className="atr-section">
        <legend>{t('evaluations.form.courseLegend')}</legend>
        <RatingSelect label={t('evaluations.form.course')} value={course} onChange={setCourse} optional={false} />
      </fieldset>
      <fieldset className="atr-section">
        <legend>{t('evaluations.form.placeLegend', { place: form.coursePlaceName ?? '' })}</legend>
        <RatingSelect label={t('evaluations.entry.kantine')} value={canteen} onChange={setCanteen} />
        <RatingSelect label={t('evaluations.entry.resepsjon')} value={reception} onChange={setReception} />
      </fieldset>
      {form.instructors.length > 0 && (
        <fieldset className="atr-section">
          <legend>{t('evaluations.instructors')}</legend>
          {form.instructors.map((instructor) => (
            <RatingSelect
              key={instructor.id}
              label={instructor.name}
              value={instructors[instructor.id] ?? null}
              onChange={(rating) => setInstructors((all) => ({ ...all, [instructor.id]: rating }))}
            />
          ))}
        </fieldset>
      )}
      <div className="atr-field">
        <label htmlFor={commentId} className="atr-field-label">
          {t('evaluations.comment')}
        </label>
        <textarea
          id={commentId}
          className="atr-input"
          rows={4}
          maxLength={4000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={course === null}>
        {t('evaluations.form.send')}
      </Button>
    </form>
  );
}
