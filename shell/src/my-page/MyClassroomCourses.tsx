import { myParticipationEndpoints } from '@atrium/classroom-contract';
import { ErrorPanel, formatDateRange, Spinner, useEndpoint, useT } from '@atrium/shared-ui';

/** The classroom courses the person takes part in: when, where and how it stands. */
export function MyClassroomCourses() {
  const t = useT();
  const courses = useEndpoint(myParticipationEndpoints.list, {});
  return (
    <section aria-labelledby="mypage-clcourses">
      <h2 id="mypage-clcourses">{t('mypage.clcourses')}</h2>
      {courses.loading && !courses.data && <Spinner />}
      {courses.error && <ErrorPanel error={courses.error} onRetry={courses.reload} />}
      {courses.data?.length === 0 && <p>{t('mypage.clcourses.none')}</p>}
      {courses.data && courses.data.length > 0 && (
        <table className="atr-table">
          <thead>
            <tr>
              <th scope="col">{t('mypage.course')}</th>
              <th scope="col">{t('mypage.dates')}</th>
              <th scope="col">{t('mypage.place')}</th>
              <th scope="col">{t('mypage.status')}</th>
            </tr>
          </thead>
          <tbody>
            {courses.data.map((course) => (
              <tr key={course.id}>
                <td>{course.courseName}</td>
                <td>{formatDateRange(course.startDate, course.endDate) || t('mypage.dates.none')}</td>
                <td>{course.place ?? t('mypage.place.none')}</td>
                <td>{t(`mypage.clcourse.status.${course.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
