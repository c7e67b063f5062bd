import { useEffect, useRef, useState } from 'react';
import { internalControlEndpoints as endpoints, type CourseOverview } from '@atrium/classroom-contract';
import {
  Button,
  callEndpoint,
  ErrorPanel,
  fieldErrorsOf,
  formatDate,
  formatDateTime,
  Spinner,
  TextField,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { showRefusal } from './classroom-management-api';

/**
 * Document 002 §2 "internal control" (decision 0225): the checks before a course is closed, each with what keeps it
 * open, and the staff member's confirmation; confirming with checks open needs a comment saying why.
 */
export function InternalControlPanel({ overview }: { overview: CourseOverview }) {
  const t = useT();
  const instanceId = overview.instanceId;
  const control = useEndpoint(endpoints.get, { params: { instanceId } });
  // The checks follow the screen: a work item ticked above reloads the overview, and then these.
  const { reload } = control;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else reload();
  }, [overview, reload]);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (control.error) return <ErrorPanel error={control.error} onRetry={control.reload} />;
  if (!control.data) return <Spinner />;
  const { checks, confirmed } = control.data;
  const allOk = checks.every((check) => check.ok);

  const confirm = async () => {
    try {
      await callEndpoint(endpoints.confirm, { params: { instanceId }, body: { comment } });
    } catch (failure) {
      const field = fieldErrorsOf(failure).comment;
      return field ? setError(field) : showRefusal(failure);
    }
    setError(undefined);
    setComment('');
    toast.success('internal-control.confirmed');
    control.reload();
  };

  return (
    <section className="atr-section" aria-labelledby="internal-control-title">
      <h2 id="internal-control-title">{t('internal-control.title')}</h2>
      <ul className="atr-checklist" data-testid="internal-control-checks">
        {checks.map((check) => (
          <li key={check.key} data-ok={check.ok}>
            <strong>{t(check.ok ? 'internal-control.ok' : 'internal-control.open')}</strong> {t(`internal-control.check.${check.key}`)}
            {!check.ok && check.open.length > 0 && check.key !== 'courseReportSent' && (
              <span>
                {' '}
                (
                {check.key === 'courseEnded'
                  ? formatDate(check.open[0])
                  : check.open.map((item) => openItem(check.key, item, t)).join(', ')}
                )
              </span>
            )}
          </li>
        ))}
      </ul>
      {confirmed && (
        <p role="status" data-testid="internal-control-confirmed">
          {t('internal-control.confirmedBy', { name: confirmed.byName ?? `#${confirmed.by}`, when: formatDateTime(confirmed.at) })}
          {confirmed.comment && ` ${t('internal-control.comment')}: ${confirmed.comment}`}
        </p>
      )}
      <div className="atr-toolbar">
        <TextField
          label={t(allOk ? 'internal-control.comment' : 'internal-control.commentNeeded')}
          value={comment}
          maxLength={2000}
          error={error}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button variant="primary" onClick={() => void confirm()}>
          {t('internal-control.confirm')}
        </Button>
      </div>
    </section>
  );
}

/** Work item keys read as their names; people's names as they are. */
const openItem = (check: string, item: string, t: ReturnType<typeof useT>) =>
  check === 'workItemsDone' ? t(`classroom-management.workItem.${item}`) : item;
