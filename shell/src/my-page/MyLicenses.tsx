import { useEffect, useState } from 'react';
import { Button, ErrorPanel, formatDate, Link, Spinner, TableHeadWithActions, useEndpoint, useT } from '@atrium/shared-ui';
import { myLicenseEndpoints, type MyLicense } from '@atrium/elearning-contract';
import { EvaluationDialog } from './EvaluationDialog';

/** The runtime's end links to /mypage?evaluate=<license id> when the course asks for an evaluation. */
function askedToEvaluate(): number | null {
  const asked = Number(new URLSearchParams(window.location.search).get('evaluate'));
  return Number.isInteger(asked) && asked > 0 ? asked : null;
}

/** What the button of a license says: a learner starts a new one, continues a started one and may look again at a finished one. */
function actionKey(license: MyLicense): string | null {
  if (!license.playable) return null;
  if (license.status === 'notStarted') return 'mypage.ecourse.start';
  if (license.status === 'started') return 'mypage.ecourse.continue';
  if (license.status === 'completed') return 'mypage.ecourse.open';
  return null;
}

/** The person's e-course licenses with their status and a way into the runtime. */
export function MyLicenses() {
  const t = useT();
  const licenses = useEndpoint(myLicenseEndpoints.list, {});
  const [evaluating, setEvaluating] = useState<MyLicense | null>(null);
  const [asked] = useState(askedToEvaluate);
  useEffect(() => {
    const license = licenses.data?.find((each) => each.id === asked && each.evaluation === 'open');
    if (license) setEvaluating(license);
  }, [licenses.data, asked]);
  return (
    <section aria-labelledby="mypage-ecourses">
      <h2 id="mypage-ecourses">{t('mypage.ecourses')}</h2>
      {licenses.loading && !licenses.data && <Spinner />}
      {licenses.error && <ErrorPanel error={licenses.error} onRetry={licenses.reload} />}
      {licenses.data?.length === 0 && <p>{t('mypage.ecourses.none')}</p>}
      {licenses.data && licenses.data.length > 0 && (
        <table className="atr-table">
          <TableHeadWithActions headings={[t('mypage.course'), t('mypage.status')]} />
          <tbody>
            {licenses.data.map((license) => {
              const action = actionKey(license);
              return (
                <tr key={license.id}>
                  <td>{license.courseName}</td>
                  <td>{t(`mypage.ecourse.status.${license.status}`, { date: formatDate(license.statusDate) })}</td>
                  <td>
                    {action && (
                      <Link className="atr-button atr-button--primary" href={`/scorm/run/${license.id}`}>
                        {t(action)}
                        <span className="atr-visually-hidden">{`: ${license.courseName}`}</span>
                      </Link>
                    )}
                    {license.evaluation === 'open' && (
                      <Button onClick={() => setEvaluating(license)}>
                        {t('mypage.ecourse.evaluate')}
                        <span className="atr-visually-hidden">{`: ${license.courseName}`}</span>
                      </Button>
                    )}
                    {license.evaluation === 'given' && <span>{t('mypage.ecourse.evaluated')}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <EvaluationDialog license={evaluating} onClose={() => setEvaluating(null)} onGiven={licenses.reload} />
    </section>
  );
}
