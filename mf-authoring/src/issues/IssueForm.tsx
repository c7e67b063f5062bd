import { formatDuration, ISSUE_TEXT_MAX, issueEndpoints, parseDuration, type Issue } from '@atrium/authoring-contract';
import { Button, callEndpoint, failureKey, TextField, toast, useIdempotencyKey, useT } from '@atrium/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import './messages';

export interface IssueTarget {
  lessonUuid?: string;
  taskUuid?: string;
  packageUuid?: string;
}

/**
 * Raises an issue on the lesson or task. With a video, the time is taken from where the video stands (§3 "seconds"),
 * written minutes:seconds and editable (§9).
 */
export function IssueForm({
  target,
  videoTime,
  onRaised,
}: {
  target: IssueTarget;
  videoTime?: () => number | null;
  onRaised: (issue: Issue) => void;
}) {
  const t = useT();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [time, setTime] = useState('');
  const [raised, setRaised] = useState(0);
  const headers = useIdempotencyKey(raised);
  const timeError = time.trim() !== '' && parseDuration(time) === null ? 'kpg.issue.timeFormat' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (timeError) return;
    void callEndpoint(
      issueEndpoints.create,
      { body: { ...target, message, seconds: time.trim() ? parseDuration(time) : null } },
      { headers },
    )
      .then((issue) => {
        toast.success('kpg.issue.raised');
        setMessage('');
        setTime('');
        setRaised((n) => n + 1);
        onRaised(issue);
      })
      .catch((error: unknown) => toast.error(failureKey(error)));
  };
  return (
    <form onSubmit={submit} aria-label={t('kpg.issue.new')}>
      <div className="atr-field">
        <label htmlFor={messageId} className="atr-field-label">
          {t('kpg.issue.message')}
        </label>
        <textarea
          id={messageId}
          className="atr-input"
          rows={3}
          required
          maxLength={ISSUE_TEXT_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <small>{t('kpg.issue.characters', { length: message.length, max: ISSUE_TEXT_MAX })}</small>
      </div>
      {videoTime && (
        <>
          <TextField
            label={t('kpg.issue.time')}
            hint={t('kpg.issue.timeHint')}
            value={time}
            error={timeError}
            onChange={(e) => setTime(e.target.value)}
          />
          <Button
            onClick={() => {
              const seconds = videoTime();
              if (seconds !== null) setTime(formatDuration(seconds));
            }}
          >
            {t('kpg.issue.takeTime')}
          </Button>
        </>
      )}
      <Button type="submit" variant="primary">
        {t('kpg.issue.raise')}
      </Button>
    </form>
  );
}
