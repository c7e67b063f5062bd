import type { InstructorCourse } from '@atrium/classroom-contract';
import { formatDate, useT } from '@atrium/shared-ui';

/** Monday of the week of an ISO day, as an ISO day. */
function mondayOf(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date;
}

/** Document 002 §2: the page opens in the week of the start date, each day with its course times and instructors. */
export function WeekView({ course }: { course: InstructorCourse }) {
  const t = useT();
  const start = course.details.startDate;
  if (!start) return null;
  const monday = mondayOf(start);
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = new Date(monday);
    date.setUTCDate(monday.getUTCDate() + index);
    return date.toISOString().slice(0, 10);
  });
  return (
    <table className="atr-table" data-testid="week-view">
      <caption>{t('instructor-page.week', { from: formatDate(days[0]), to: formatDate(days[6]) })}</caption>
      <thead>
        <tr>
          {days.map((day) => (
            <th key={day} scope="col">
              {formatDate(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {days.map((day) => (
            <td key={day}>
              {course.details.happenings
                .filter((h) => h.date === day)
                .map((h) => (
                  <div key={`${h.date}${h.fromTime}`}>
                    {h.fromTime}–{h.toTime}
                    {h.instructors && <div>{h.instructors}</div>}
                    {h.room && <div>{h.room}</div>}
                  </div>
                ))}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
