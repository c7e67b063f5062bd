import { formatDuration, ISSUE_STATUSES, issueEndpoints, type Issue, type IssueStatus } from '@atrium/authoring-contract';
import { Button, callEndpoint, failureKey, formatDateTime, Select, toast, useT } from '@atrium/shared-ui';
import { useId, useState } from 'react';
import { IssueEmailDialog } from './IssueEmailDialog';

/** One issue: its text and time, the status, the author's comment and the e-mail. */
export function IssueItem({ issue, onChange }: { issue: Issue; onChange: (issue: Issue) => void }) {
  const t = useT();
  const commentId = useId();
  const [comment, setComment] = useState(issue.comment);
  const [mailing, setMailing] = useState(false);
  const setStatus = (status: IssueStatus) =>
    void callEndpoint(issueEndpoints.status, { params: { uuid: issue.uuid }, body: { status } })
      .then(onChange)
      .catch((error: unknown) => toast.error(failureKey(error)));
  // §8: a failed comment update is only logged; the typed comment stays in the field to be saved again.
  const saveComment = () =>
    void callEndpoint(issueEndpoints.comment, { params: { uuid: issue.uuid }, body: { comment } })
      .then(onChange)
      .catch((error: unknown) => console.warn('The issue comment was not saved', error));
  const about = [issue.lessonTitle, issue.taskTitle].filter(Boolean).join(' – ');
  return (
    <li className="kpg-issue" aria-label={t('kpg.issue.one', { about })}>
      <p>
        <strong>{issue.seconds === null ? about : `${formatDuration(issue.seconds)} · ${about}`}</strong>
        {issue.exam && ` · ${t('kpg.issue.inExam', { name: issue.packageName ?? '' })}`}
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{issue.message}</p>
      <p>
        <small>{t('kpg.issue.raisedBy', { name: issue.raisedBy, date: formatDateTime(issue.createdAt) })}</small>
      </p>
      <Select
        label={t('kpg.issue.status')}
        value={issue.status}
        options={ISSUE_STATUSES.map((value) => ({ value, label: t(`kpg.issueStatus.${value}`) }))}
        onChange={(e) => setStatus(e.target.value as IssueStatus)}
      />
      <div className="atr-field">
        <label htmlFor={commentId} className="atr-field-label">
          {t('kpg.issue.comment')}
        </label>
        <textarea
          id={commentId}
          className="atr-input"
          rows={2}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <Button onClick={saveComment} disabled={comment.trim() === issue.comment}>
        {t('kpg.issue.saveComment')}
      </Button>{' '}
      <Button onClick={() => setMailing(true)}>{t('kpg.issue.email')}</Button>
      {mailing && <IssueEmailDialog issue={issue} onClose={() => setMailing(false)} />}
    </li>
  );
}
