import { useId, useState } from 'react';
import { instructorPageEndpoints as endpoints, type InstructorCourse } from '@atrium/classroom-contract';
import { Button, callEndpoint, formatDate, Modal, toast, useAuth, useT } from '@atrium/shared-ui';

type Happening = InstructorCourse['details']['happenings'][number];

/**
 * Document 002 §2 "instructors" and decision 0244: each course date with its instructors; the signed-in instructor
 * may cancel their own part in a date they teach, with a word for course staff, who are e-mailed.
 */
export function InstructorDates({
  course,
  reload,
  onLeft,
}: {
  course: InstructorCourse;
  reload: () => void;
  /** The instructor now teaches no date of the course. */
  onLeft: () => void;
}) {
  const t = useT();
  const me = useAuth((state) => state.me?.user.id);
  const [leaving, setLeaving] = useState<Happening | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const commentId = useId();
  const confirm = async () => {
    if (!leaving) return;
    setBusy(true);
    try {
      const { stillTeaching } = await callEndpoint(endpoints.cancelMe, {
        params: { instanceId: course.details.instanceId },
        body: { happeningIds: [leaving.id], comment },
      });
      toast.success('instructor-page.cancelMe.done');
      setLeaving(null);
      setComment('');
      if (stillTeaching) reload();
      else onLeft();
    } catch {
      toast.error('instructor-page.failed');
    } finally {
      setBusy(false);
    }
  };
  const when = (h: Happening) => `${formatDate(h.date)} ${h.fromTime}–${h.toTime}`;
  return (
    <section className="atr-section">
      <h2>{t('instructor-page.instructors')}</h2>
      <table className="atr-table" data-testid="instructor-dates">
        <thead>
          <tr>
            <th scope="col">{t('instructor-page.date')}</th>
            <th scope="col">{t('instructor-page.instructors')}</th>
            <th scope="col">
              <span className="atr-visually-hidden">{t('instructor-page.cancelMe')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {course.details.happenings.map((h) => (
            <tr key={h.id}>
              <td>{when(h)}</td>
              <td>{h.instructors}</td>
              <td>
                {me !== undefined && h.instructorIds.includes(me) && (
                  <Button variant="secondary" onClick={() => setLeaving(h)}>
                    {t('instructor-page.cancelMe')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Modal
        open={leaving !== null}
        title={t('instructor-page.cancelMe.title')}
        onClose={() => setLeaving(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setLeaving(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" disabled={busy} onClick={() => void confirm()}>
              {t('instructor-page.cancelMe.confirm')}
            </Button>
          </>
        }
      >
        <p>{leaving && t('instructor-page.cancelMe.message', { date: when(leaving) })}</p>
        <label htmlFor={commentId}>{t('instructor-page.cancelMe.comment')}</label>
        <textarea
          id={commentId}
          className="atr-input"
          rows={3}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Modal>
    </section>
  );
}
