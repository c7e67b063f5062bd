import { useId, useState } from 'react';
import { instanceEvaluationEndpoints as endpoints, type InstanceEvaluationOverview } from '@atrium/classroom-contract';
import { Button, callEndpoint, Select, toast, useT } from '@atrium/shared-ui';
import { RatingSelect } from './RatingSelect';

/** Document 002 §3/§5 "Evaluation entry": staff type in a paper evaluation; at least one rating is needed. */
export function EvaluationEntryForm({ overview, onAdded }: { overview: InstanceEvaluationOverview; onAdded: () => void }) {
  const t = useT();
  const commentId = useId();
  const [course, setCourse] = useState<number | null>(null);
  const [instructorId, setInstructorId] = useState<number | null>(overview.instructors[0]?.id ?? null);
  const [instructor, setInstructor] = useState<number | null>(null);
  const [kantine, setKantine] = useState<number | null>(null);
  const [resepsjon, setResepsjon] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const empty = course === null && instructor === null && kantine === null && resepsjon === null;

  const add = async () => {
    try {
      await callEndpoint(endpoints.enter, {
        params: { instanceId: overview.instanceId },
        body: {
          course,
          instructor: instructor !== null && instructorId !== null ? { instructorId, rating: instructor } : null,
          kantine,
          resepsjon,
          comment,
        },
      });
    } catch {
      toast.error('evaluations.failed');
      return;
    }
    toast.success('evaluations.entry.added');
    setCourse(null);
    setInstructor(null);
    setKantine(null);
    setResepsjon(null);
    setComment('');
    onAdded();
  };

  return (
    <section className="atr-section">
      <h2>{t('evaluations.entry.title')}</h2>
      <div className="atr-toolbar">
        <RatingSelect label={t('evaluations.entry.course')} value={course} onChange={setCourse} />
        {overview.instructors.length > 0 && (
          <Select
            label={t('evaluations.entry.instructorName')}
            value={String(instructorId ?? '')}
            options={overview.instructors.map((person) => ({ value: String(person.id), label: person.name }))}
            onChange={(event) => setInstructorId(Number(event.target.value))}
          />
        )}
        {overview.instructors.length > 0 && (
          <RatingSelect label={t('evaluations.entry.instructor')} value={instructor} onChange={setInstructor} />
        )}
        <RatingSelect label={t('evaluations.entry.kantine')} value={kantine} onChange={setKantine} />
        <RatingSelect label={t('evaluations.entry.resepsjon')} value={resepsjon} onChange={setResepsjon} />
      </div>
      <div className="atr-field">
        <label htmlFor={commentId} className="atr-field-label">
          {t('evaluations.comment')}
        </label>
        <textarea
          id={commentId}
          className="atr-input"
          rows={2}
          maxLength={4000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      {empty && <p>{t('evaluations.entry.needOne')}</p>}
      <Button disabled={empty} onClick={() => void add()}>
        {t('evaluations.entry.add')}
      </Button>
    </section>
  );
}
