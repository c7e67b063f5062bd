import { ErrorPanel, formatDate, Link, Spinner, TableHeadWithActions, useApiData, useT } from '@atrium/shared-ui';
import type { MyLicense } from '@atrium/elearning-contract';
import { MY_LICENSES_URL, myLicenseListSchema } from './my-page-api';

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
  const licenses = useApiData(MY_LICENSES_URL, myLicenseListSchema);
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
