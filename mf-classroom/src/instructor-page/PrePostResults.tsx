import { useEffect, useState } from 'react';
import { instructorPageEndpoints as endpoints, RESULTS_SAVED_ICON_MS, type InstructorCourse } from '@atrium/classroom-contract';
import { Button, callEndpoint, Modal, TextField, toast, useT } from '@atrium/shared-ui';
import { resultOf, validResult } from './result-input';

/**
 * The pre/post test section of the instructor page (document 002 §2): collapsed by default unless neither the pre- nor
 * the post-test results are in; "Results" opens the large results modal, where every participant's results and the
 * course's pre/post scores are entered. Empty participant results are sent as null, empty scores as 0 (§5). After a
 * save the saved icon shows for 1 second (§4, §9).
 */
export function PrePostResults({ course, reload }: { course: InstructorCourse; reload: () => void }) {
  const t = useT();
  const { instanceId, prePostTestScore: scores } = course.details;
  // A native disclosure: keyboard-operable and announced as expanded or collapsed without more code.
  const expandedAtFirst = !scores.instanceHasPreScore && !scores.instanceHasPostScore;
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), RESULTS_SAVED_ICON_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);
  const initial = () =>
    Object.fromEntries(
      course.participants.map((p) => [
        p.license.id,
        { pretest: p.license.pretest?.toString() ?? '', posttest: p.license.posttest?.toString() ?? '' },
      ]),
    );
  const [results, setResults] = useState<Record<number, { pretest: string; posttest: string }>>(initial);
  const [preScore, setPreScore] = useState(String(scores.preScore || ''));
  const [postScore, setPostScore] = useState(String(scores.postScore || ''));
  const allValid =
    Object.values(results).every((r) => validResult(r.pretest) && validResult(r.posttest)) &&
    validResult(preScore) &&
    validResult(postScore);

  const openModal = () => {
    setResults(initial());
    setOpen(true);
  };
  const save = async () => {
    if (!allValid) return;
    try {
      const participants = Object.entries(results).map(([id, r]) => ({
        id: Number(id),
        pretest: resultOf(r.pretest),
        posttest: resultOf(r.posttest),
      }));
      if (participants.length > 0) await callEndpoint(endpoints.editResults, { params: { instanceId }, body: { participants } });
      await callEndpoint(endpoints.prePostScore, {
        body: { cliCourseId: instanceId, preScore: resultOf(preScore) ?? 0, postScore: resultOf(postScore) ?? 0 },
      });
      toast.success('instructor-page.resultsSaved');
      setOpen(false);
      setSaved(true);
      reload();
    } catch {
      toast.error('instructor-page.failed');
    }
  };

  const field = (licenseId: number, which: 'pretest' | 'posttest', name: string) => (
    <TextField
      label={t(`instructor-page.${which}Of`, { name })}
      inputMode="numeric"
      value={results[licenseId]?.[which] ?? ''}
      error={validResult(results[licenseId]?.[which] ?? '') ? undefined : 'classroom-management.invalid.count'}
      onChange={(event) => setResults((all) => ({ ...all, [licenseId]: { ...all[licenseId]!, [which]: event.target.value } }))}
    />
  );

  return (
    <details className="atr-section" open={expandedAtFirst} data-testid="pre-post-results">
      <summary>
        <h2 className="instructor-summary-heading">{t('instructor-page.prePost')}</h2>
      </summary>
      <div>
        <dl className="atr-summary">
          <dt>{t('instructor-page.preScore')}</dt>
          <dd data-testid="pre-score">{scores.preScore}</dd>
          <dt>{t('instructor-page.postScore')}</dt>
          <dd data-testid="post-score">{scores.postScore}</dd>
        </dl>
        <Button onClick={openModal}>{t('instructor-page.results')}</Button>
        {saved && (
          <span className="instructor-saved-icon" role="status" data-testid="results-saved-icon">
            <span aria-hidden="true">✓</span> {t('instructor-page.savedIcon')}
          </span>
        )}
      </div>
      <Modal
        open={open}
        size="large"
        title={t('instructor-page.results')}
        onClose={() => setOpen(false)}
        footer={
          <Button variant="primary" disabled={!allValid} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        }
      >
        <div className="atr-toolbar">
          <TextField
            label={t('instructor-page.preScore')}
            inputMode="numeric"
            value={preScore}
            error={validResult(preScore) ? undefined : 'classroom-management.invalid.count'}
            onChange={(event) => setPreScore(event.target.value)}
          />
          <TextField
            label={t('instructor-page.postScore')}
            inputMode="numeric"
            value={postScore}
            error={validResult(postScore) ? undefined : 'classroom-management.invalid.count'}
            onChange={(event) => setPostScore(event.target.value)}
          />
        </div>
        <ul className="atr-plain-list">
          {course.participants.map((participant) => {
            const name = participant.user.name ?? `#${participant.user.id}`;
            return (
              <li key={participant.license.id} className="atr-toolbar">
                <span>{name}</span>
                {field(participant.license.id, 'pretest', name)}
                {field(participant.license.id, 'posttest', name)}
              </li>
            );
          })}
        </ul>
      </Modal>
    </details>
  );
}
