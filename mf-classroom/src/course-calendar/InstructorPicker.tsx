import { courseCalendarEndpoints } from '@atrium/classroom-contract';
import { Select, useEndpoint, useT } from '@atrium/shared-ui';

/**
 * Document 002 §6 and 003 §6 (decision 0245): those who see every instructor choose whose calendar to show, from the
 * instructors teaching in the year (instructors-course-date-count); the first choice is their own.
 */
export function InstructorPicker({ year, value, onChange }: { year: number; value: number | null; onChange: (id: number | null) => void }) {
  const t = useT();
  const counts = useEndpoint(courseCalendarEndpoints.courseDateCount, { query: { year } });
  const options = [
    { value: '', label: t('instructor-calendar.me') },
    ...(counts.data ?? []).map((row) => ({
      value: String(row.instructorId),
      label: t('instructor-calendar.instructorOption', { name: row.name, count: row.courseDates, year }),
    })),
  ];
  if (value !== null && !options.some((option) => option.value === String(value)))
    options.push({ value: String(value), label: t('instructor-calendar.instructorById', { id: value }) });
  return (
    <Select
      label={t('instructor-calendar.instructor')}
      options={options}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}
