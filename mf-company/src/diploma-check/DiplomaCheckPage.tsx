import { licenseReportEndpoints } from '@atrium/company-contract';
import { ApiError, ErrorPanel, formatDate, Page, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import './messages';

const isUnknown = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /diploma/{code} (issue 17, decision 0243): the address printed on every diploma. Anyone holding one checks, without
 * signing in, that it is genuine: the name, course and completion day the platform recorded when it was issued.
 */
export default function DiplomaCheckPage({ code }: { code: string }) {
  const t = useT();
  const diploma = useEndpoint(licenseReportEndpoints.checkDiploma, { params: { code } });

  const body = () => {
    if (diploma.error && isUnknown(diploma.error)) {
      return (
        <p role="alert" className="atr-form-error">
          {t('diploma-check.unknown')}
        </p>
      );
    }
    if (diploma.error) return <ErrorPanel error={diploma.error} onRetry={diploma.reload} />;
    if (!diploma.data) return <Spinner />;
    return (
      <>
        <p role="status">{t('diploma-check.genuine')}</p>
        <dl className="atr-summary">
          <dt>{t('diploma-check.name')}</dt>
          <dd>{diploma.data.personName}</dd>
          <dt>{t('diploma-check.course')}</dt>
          <dd>{diploma.data.courseName}</dd>
          <dt>{t('diploma-check.completed')}</dt>
          <dd>{formatDate(diploma.data.completed)}</dd>
        </dl>
      </>
    );
  };

  return <Page title={t('diploma-check.title')}>{body()}</Page>;
}
