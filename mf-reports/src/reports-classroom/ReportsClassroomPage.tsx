import { COURSE_ADMINS } from '@atrium/core-contract';
import { classroomReportTypesEndpoint, classroomReportUrl, INTERNAL_REPORT_LOCALES, reportYears } from '@atrium/reports-contract';
import {
  callEndpoint,
  CoursePlacePicker,
  DateField,
  DeadEndPage,
  ErrorPanel,
  Page,
  Select,
  Spinner,
  TextField,
  useAuth,
  useLoad,
  UserPicker,
  useT,
  type CoursePlaceItem,
  type UserSelectItem,
} from '@atrium/shared-ui';
import { useState } from 'react';
import { defaultReportForm, reportQuery, type ClassroomReportForm } from './report-form';
import '../classroom-search/messages';
import './messages';

/**
 * /reports-classroom (document 002, decision 0212): the classroom report download form. The report types come from
 * the server; the download is a link to GET data/reports-classroom with the chosen filters.
 */
export default function ReportsClassroomPage() {
  const t = useT();
  const mayUse = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const types = useLoad(mayUse ? 'reports-classroom/report-types' : null, (signal) =>
    callEndpoint(classroomReportTypesEndpoint, {}, { signal }),
  );
  const [form, setForm] = useState<ClassroomReportForm>(() => defaultReportForm(new Date()));
  const [place, setPlace] = useState<CoursePlaceItem | null>(null);
  const [instructor, setInstructor] = useState<UserSelectItem | null>(null);
  if (!mayUse) return <DeadEndPage kind="noaccess" />;
  const set = <K extends keyof ClassroomReportForm>(name: K, value: ClassroomReportForm[K]) => setForm({ ...form, [name]: value });
  const { first, last } = reportYears(new Date());
  const inYears = (date: string) => Number(date.slice(0, 4)) >= first && Number(date.slice(0, 4)) <= last;
  const dateError = (date: string) => (date && !inYears(date) ? 'reportsClassroom.invalid.year' : undefined);
  const ready = form.dateFrom && form.dateTo && inYears(form.dateFrom) && inYears(form.dateTo) && form.dateFrom <= form.dateTo;

  return (
    <Page title={t('reportsClassroom.title')}>
      {types.error ? (
        <ErrorPanel error={types.error} onRetry={types.reload} />
      ) : types.data === undefined ? (
        <Spinner />
      ) : (
        <form aria-label={t('reportsClassroom.form')} onSubmit={(event) => event.preventDefault()}>
          <Select
            label={t('reportsClassroom.reportType')}
            value={form.reportType}
            onChange={(event) => set('reportType', event.target.value as ClassroomReportForm['reportType'])}
            options={types.data.reportTypes.map(({ type }) => ({ value: type, label: t(`reportsClassroom.type.${type}`) }))}
          />
          <div className="atr-form-row">
            <DateField
              label={t('reportsClassroom.dateFrom')}
              value={form.dateFrom}
              error={dateError(form.dateFrom)}
              onChange={(v) => set('dateFrom', v ?? '')}
            />
            <DateField
              label={t('reportsClassroom.dateTo')}
              value={form.dateTo}
              error={dateError(form.dateTo)}
              onChange={(v) => set('dateTo', v ?? '')}
            />
          </div>
          <p className="atr-field-hint">{t('reportsClassroom.years', { first, last })}</p>
          <div className="atr-form-row">
            <CoursePlacePicker
              label={t('reportsClassroom.coursePlace')}
              value={place}
              onChange={(value) => {
                setPlace(value);
                set('coursePlaceId', value?.id ?? null);
              }}
            />
            <TextField
              label={t('reportsClassroom.courseRoom')}
              value={form.courseRoom}
              onChange={(event) => set('courseRoom', event.target.value)}
            />
            <TextField label={t('reportsClassroom.theme')} value={form.theme} onChange={(event) => set('theme', event.target.value)} />
          </div>
          <div className="atr-form-row">
            <Select
              label={t('reportsClassroom.status')}
              value={form.status}
              onChange={(event) => set('status', event.target.value)}
              options={[
                { value: '', label: t('reportsClassroom.status.all') },
                ...types.data.statuses.map((status) => ({ value: String(status.id), label: t(`reportsClassroom.status.${status.name}`) })),
              ]}
            />
            <UserPicker
              label={t('reportsClassroom.instructor')}
              value={instructor}
              onChange={(value) => {
                setInstructor(value);
                set('instructorId', value?.id ?? null);
              }}
            />
            {types.data.reportTypes.find((entry) => entry.type === form.reportType)?.internalLocale && (
              <Select
                label={t('reportsClassroom.locale')}
                value={form.locale}
                onChange={(event) => set('locale', event.target.value as ClassroomReportForm['locale'])}
                options={INTERNAL_REPORT_LOCALES.map((value) => ({ value, label: t(`reportsClassroom.locale.${value}`) }))}
              />
            )}
          </div>
          {ready ? (
            <a className="atr-button atr-button--primary" href={classroomReportUrl(reportQuery(form))} download>
              {t('reportsClassroom.download')}
            </a>
          ) : (
            <p role="alert">{t(form.dateFrom > form.dateTo ? 'classroomSearch.invalid.dateOrder' : 'reportsClassroom.invalid.year')}</p>
          )}
        </form>
      )}
    </Page>
  );
}
