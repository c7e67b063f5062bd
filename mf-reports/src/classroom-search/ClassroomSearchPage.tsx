import { COURSE_ADMINS } from '@atrium/core-contract';
import { CLASSROOM_SEARCH_TYPES, type ClassroomSearchType } from '@atrium/reports-contract';
import { Button, Checkbox, DateField, DeadEndPage, hrefTo, Page, Select, TextField, useAuth, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { defaultSearch, firstOfMonth, potentialYears, searchQuery, type SearchForm } from './search-defaults';
import './messages';

/** Document 003 §2: the fields each report type asks for (besides its dates, period or month). */
const FLAGS: Record<ClassroomSearchType, string[]> = {
  COURSE_LIST: ['onlyInternalCourses', 'onlyOpenCourses', 'includeCancelledCourses', 'showInvoiceNumber', 'showInternalInfo'],
  COURSE_PLAN: ['onlyInternalCourses', 'onlyOpenCourses'],
  COURSE_TURNOVER: ['onlyInternalCourses', 'onlyOpenCourses'],
  COURSE_TURNOVER_POTENTIAL: [],
  PURCHASE_REPORT: ['onlyInternalCourses', 'onlyOpenCourses', 'includeCancelledCourses'],
};
const TEXTS: Record<ClassroomSearchType, string[]> = {
  COURSE_LIST: ['coursePlaceId', 'courseId', 'searchExternal'],
  COURSE_PLAN: [],
  COURSE_TURNOVER: ['coursePlaceId', 'productCategories'],
  COURSE_TURNOVER_POTENTIAL: ['coursePlaceId'],
  PURCHASE_REPORT: ['productCategories'],
};
const REPORTS = 'REPORTS';
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * /classroom-search (document 003): choose a report type and its parameters; executing opens the result in a new
 * window at /classroom-search/{type} with the parameters in the query string. "Reports" leads to /reports-classroom.
 */
export default function ClassroomSearchPage() {
  const t = useT();
  const mayUse = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const [type, setType] = useState<ClassroomSearchType>('COURSE_LIST');
  const [form, setForm] = useState<SearchForm>(() => defaultSearch('COURSE_LIST', new Date()));
  if (!mayUse) return <DeadEndPage kind="noaccess" />;

  const choose = (value: string) => {
    if (value === REPORTS) {
      navigateToUrl(hrefTo('reports-classroom'));
      return;
    }
    setType(value as ClassroomSearchType);
    setForm(defaultSearch(value as ClassroomSearchType, new Date()));
  };
  const set = (name: string, value: string | boolean) => setForm({ ...form, [name]: value });
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const year = new Date().getFullYear();

  return (
    <Page title={t('classroomSearch.title')}>
      <form
        aria-label={t('classroomSearch.form')}
        onSubmit={(event) => {
          event.preventDefault();
          window.open(`${hrefTo('classroom-search.results', { type })}?${searchQuery(form)}`, '_blank');
        }}
      >
        <Select
          label={t('classroomSearch.type')}
          value={type}
          onChange={(event) => choose(event.target.value)}
          options={[
            ...CLASSROOM_SEARCH_TYPES.map((value) => ({ value, label: t(`classroomSearch.type.${value}`) })),
            { value: REPORTS, label: t('classroomSearch.type.REPORTS') },
          ]}
        />
        <div className="atr-form-row">
          {'fromDate' in form && (
            <DateField label={t('classroomSearch.fromDate')} value={text('fromDate')} onChange={(v) => set('fromDate', v ?? '')} />
          )}
          {'toDate' in form && (
            <DateField label={t('classroomSearch.toDate')} value={text('toDate')} onChange={(v) => set('toDate', v ?? '')} />
          )}
          {'date' in form && (
            <>
              <Select
                label={t('classroomSearch.date')}
                value={String(Number(text('date').slice(5, 7)))}
                onChange={(event) => set('date', firstOfMonth(text('date').slice(0, 4), event.target.value))}
                options={MONTHS.map((month) => ({ value: String(month), label: t(`classroomSearch.month.${month}`) }))}
              />
              <Select
                label={t('classroomSearch.year')}
                value={text('date').slice(0, 4)}
                onChange={(event) => set('date', firstOfMonth(event.target.value, text('date').slice(5, 7)))}
                options={potentialYears(new Date()).map((value) => ({ value: String(value), label: String(value) }))}
              />
            </>
          )}
          {type === 'COURSE_PLAN' && (
            <>
              <Select
                label={t('classroomSearch.period')}
                value={text('period')}
                onChange={(event) => set('period', event.target.value)}
                options={['SPRING', 'FALL'].map((value) => ({ value, label: t(`classroomSearch.period.${value}`) }))}
              />
              <Select
                label={t('classroomSearch.year')}
                value={text('year')}
                onChange={(event) => set('year', event.target.value)}
                options={[0, 1, 2, 3, 4].map((n) => ({ value: String(year + n), label: String(year + n) }))}
              />
            </>
          )}
        </div>
        <div className="atr-form-row">
          {TEXTS[type].map((name) => (
            <TextField
              key={name}
              label={t(`classroomSearch.${name}`)}
              value={text(name)}
              inputMode={name.endsWith('Id') ? 'numeric' : undefined}
              onChange={(event) => set(name, event.target.value)}
            />
          ))}
        </div>
        {FLAGS[type].map((name) => (
          <Checkbox
            key={name}
            label={t(`classroomSearch.${name}`)}
            checked={form[name] === true}
            onChange={(event) => set(name, event.target.checked)}
          />
        ))}
        <Button type="submit" variant="primary">
          {t('classroomSearch.execute')}
        </Button>
      </form>
    </Page>
  );
}
