import { COURSE_ADMINS } from '@atrium/core-contract';
import { elearningSearchCsvUrl, elearningSearchEndpoint } from '@atrium/reports-contract';
import {
  Button,
  callEndpoint,
  DateField,
  DeadEndPage,
  ErrorPanel,
  Page,
  Spinner,
  TextField,
  toast,
  useAuth,
  useLoad,
  useT,
} from '@atrium/shared-ui';
import { useState } from 'react';
import { defaultElearningSearch, elearningSearchBody, elearningSearchQuery, type ElearningSearchForm } from './elearning-search-defaults';
import { ElearningTurnoverTable } from './ElearningTurnoverTable';
import '../classroom-search/messages';
import './messages';

/**
 * /elearning-search (document 003): e-learning turnover per course. It runs at once for the first of this month to
 * today, next to the same period one year earlier; the CSV holds the searched period's rows.
 */
export default function ElearningSearchPage() {
  const t = useT();
  const mayUse = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const [form, setForm] = useState<ElearningSearchForm>(() => defaultElearningSearch(new Date()));
  const [searched, setSearched] = useState(form);
  const query = elearningSearchQuery(searched);
  const loaded = useLoad(mayUse ? query : null, (signal) =>
    callEndpoint(elearningSearchEndpoint, { body: elearningSearchBody(searched) }, { signal }),
  );
  if (!mayUse) return <DeadEndPage kind="noaccess" />;

  return (
    <Page title={t('elearningSearch.title')}>
      <form
        aria-label={t('elearningSearch.form')}
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(form);
        }}
      >
        <div className="atr-form-row">
          <DateField
            label={t('classroomSearch.fromDate')}
            value={form.fromDate}
            onChange={(v) => setForm({ ...form, fromDate: v ?? '' })}
          />
          <DateField label={t('classroomSearch.toDate')} value={form.toDate} onChange={(v) => setForm({ ...form, toDate: v ?? '' })} />
          <TextField
            label={t('classroomSearch.productCategories')}
            value={form.productCategories}
            onChange={(event) => setForm({ ...form, productCategories: event.target.value })}
          />
        </div>
        <Button type="submit" variant="primary">
          {t('elearningSearch.execute')}
        </Button>
      </form>
      {loaded.error ? (
        <ErrorPanel error={loaded.error} onRetry={loaded.reload} />
      ) : loaded.data === undefined ? (
        <Spinner />
      ) : (
        <>
          <p>
            <a
              href={elearningSearchCsvUrl(query)}
              download
              onClick={(event) => {
                // Document 003 §8: a CSV download with no data says so instead of giving an empty file.
                if (loaded.data?.current.rows.length === 0) {
                  event.preventDefault();
                  toast.error('elearningSearch.noDataToExport');
                }
              }}
            >
              {t('elearningSearch.downloadCsv')}
            </a>
          </p>
          <ElearningTurnoverTable period={loaded.data.current} currency={loaded.data.currency} label={t('elearningSearch.current')} />
          <ElearningTurnoverTable
            period={loaded.data.previousYear}
            currency={loaded.data.currency}
            label={t('elearningSearch.previousYear')}
          />
        </>
      )}
    </Page>
  );
}
