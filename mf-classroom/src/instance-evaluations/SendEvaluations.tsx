import { useState } from 'react';
import { COURSE_RUNNERS, PLATFORM_ADMINS, INSTRUCTORS } from '@atrium/core-contract';
import {
  EVALUATION_STATUSES,
  instanceEvaluationEndpoints as endpoints,
  type InstructorCourse,
  type InstructorParticipant,
} from '@atrium/classroom-contract';
import { Button, callEndpoint, Checkbox, hrefTo, Link, Modal, toast, useAuth, useT } from '@atrium/shared-ui';
import { EvaluationsDialog } from './EvaluationsDialog';
import './messages';

/** Document 002 §4: a participant can be chosen only without an evaluation and when approved or signed. */
export const canBeSentEvaluation = (participant: InstructorParticipant) =>
  participant.evaluation === null && (EVALUATION_STATUSES as readonly string[]).includes(participant.license.status);

/**
 * "Send evaluations" on the instructor page: each chosen participant is e-mailed a link to the learners' form, and
 * the evaluation work item is done; plus the link to the evaluation screen, shown to atrium and instructors (§2).
 */
export function SendEvaluations({ course, reload }: { course: InstructorCourse; reload: () => void }) {
  const t = useT();
  const showLink = useAuth((state) => state.hasAnyRole([...PLATFORM_ADMINS, ...INSTRUCTORS]));
  const mayRun = useAuth((state) => state.hasAnyRole(COURSE_RUNNERS));
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const instanceId = course.details.instanceId;
  const sendable = course.participants.filter(canBeSentEvaluation);
  const answered = course.participants.filter((p) => p.evaluation?.answered).length;
  const sent = course.participants.filter((p) => p.evaluation !== null).length;

  const send = async () => {
    try {
      await callEndpoint(endpoints.send, { params: { instanceId }, body: chosen.map((licenseUUID) => ({ licenseUUID })) });
    } catch {
      toast.error('evaluations.failed');
      return;
    }
    toast.success('evaluations.sent', { count: chosen.length });
    setOpen(false);
    setChosen([]);
    reload();
  };

  return (
    <section className="atr-section">
      <h2>{t('evaluations.heading')}</h2>
      <p data-testid="evaluation-state">{t('evaluations.state', { sent, answered })}</p>
      <div className="atr-toolbar">
        {mayRun && (
          <Button onClick={() => setOpen(true)} disabled={sendable.length === 0}>
            {t('evaluations.send')}
          </Button>
        )}
        <EvaluationsDialog instanceId={instanceId} />
        {showLink && <Link href={hrefTo('classroom-management.evaluations', { instanceId })}>{t('evaluations.link')}</Link>}
      </div>
      <Modal
        open={open}
        title={t('evaluations.send')}
        onClose={() => setOpen(false)}
        footer={
          <Button disabled={chosen.length === 0} onClick={() => void send()}>
            {t('evaluations.sendChosen', { count: chosen.length })}
          </Button>
        }
      >
        <p>{t('evaluations.sendIntro')}</p>
        {course.participants.map((participant) => (
          <Checkbox
            key={participant.license.uuid}
            label={participant.user.name ?? `#${participant.user.id}`}
            disabled={!canBeSentEvaluation(participant)}
            checked={chosen.includes(participant.license.uuid)}
            onChange={(event) =>
              setChosen((list) =>
                event.target.checked ? [...list, participant.license.uuid] : list.filter((uuid) => uuid !== participant.license.uuid),
              )
            }
          />
        ))}
      </Modal>
    </section>
  );
}
