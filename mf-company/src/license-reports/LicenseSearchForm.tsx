import { TYPES_WITH_COURSE_KIND, TYPES_WITHOUT_DATES, type LicenseSearch, type LicenseType } from '@atrium/company-contract';
import { Button, DateField, DepartmentPicker, TextField, useT, type DepartmentItem } from '@atrium/shared-ui';
import { useState, type FormEvent } from 'react';

const COURSE_KINDS = ['ALL', 'CLASSROOM', 'ELEARNING'] as const;

export interface LicenseSearchFormProps {
  licenseType: LicenseType;
  customerId: number | null;
  initial: LicenseSearch;
  busy: boolean;
  onSearch: (search: LicenseSearch) => void;
}

/** Document 001 §3, §5: the license search's filters; dates hidden where the type has none, the course kind only for not started. */
export function LicenseSearchForm({ licenseType, customerId, initial, busy, onSearch }: LicenseSearchFormProps) {
  const t = useT();
  const [department, setDepartment] = useState<DepartmentItem | null>(null);
  const [theme, setTheme] = useState(initial.theme ?? '');
  const [dateFrom, setDateFrom] = useState<string | null>(initial.dateFrom ?? null);
  const [dateTo, setDateTo] = useState<string | null>(initial.dateTo ?? null);
  const [text, setText] = useState(initial.textSearch ?? '');
  const [courseKind, setCourseKind] = useState<(typeof COURSE_KINDS)[number]>(initial.classroomOrElearning ?? 'ALL');
  const withDates = !TYPES_WITHOUT_DATES.includes(licenseType);
  const withCourseKind = TYPES_WITH_COURSE_KIND.includes(licenseType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      licenseReportType: licenseType,
      departments: department ? [department.id] : [],
      ...(theme.trim() && { theme: theme.trim() }),
      ...(text.trim() && { textSearch: text.trim() }),
      ...(withDates && dateFrom && { dateFrom }),
      ...(withDates && dateTo && { dateTo }),
      classroomOrElearning: withCourseKind ? courseKind : 'ALL',
    });
  };

  return (
    <form className="atr-toolbar" role="search" aria-label={t('my-company.licenses.filters')} onSubmit={submit}>
      {customerId !== null && (
        <DepartmentPicker label={t('my-company.licenses.department')} customerId={customerId} value={department} onChange={setDepartment} />
      )}
      <TextField label={t('my-company.licenses.theme')} value={theme} onChange={(event) => setTheme(event.target.value)} />
      {withDates && (
        <>
          <DateField label={t('my-company.licenses.dateFrom')} value={dateFrom} onChange={setDateFrom} />
          <DateField label={t('my-company.licenses.dateTo')} value={dateTo} onChange={setDateTo} />
        </>
      )}
      <TextField label={t('my-company.licenses.text')} value={text} onChange={(event) => setText(event.target.value)} />
      {withCourseKind && (
        <fieldset>
          <legend>{t('my-company.licenses.courseKind')}</legend>
          {COURSE_KINDS.map((kind) => (
            <label key={kind}>
              <input type="radio" name="courseKind" value={kind} checked={courseKind === kind} onChange={() => setCourseKind(kind)} />{' '}
              {t(`my-company.licenses.courseKind.${kind}`)}
            </label>
          ))}
        </fieldset>
      )}
      <Button type="submit" variant="primary" busy={busy}>
        {t('my-company.licenses.search')}
      </Button>
    </form>
  );
}
