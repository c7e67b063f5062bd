import { Page, useAuth, useT } from '@atrium/shared-ui';
import { MY_EXPORT_URL } from '@atrium/users-contract';
import './messages';
import { MyClassroomCourses } from './MyClassroomCourses';
import { MyLicenses } from './MyLicenses';

// The documents redirect /mypage* to a server-side dashboard this product does not have; the shell shows the
// signed-in person's own page instead (decisions 0011 and 0150): their e-courses to start and their classroom courses.
export function MyPage() {
  const t = useT();
  const me = useAuth((state) => state.me);
  if (!me) return null;
  return (
    <Page title={t('mypage.title')}>
      <p>{t('mypage.greeting', { name: `${me.user.firstName} ${me.user.lastName}` })}</p>
      <MyLicenses />
      <MyClassroomCourses />
      {/* GDPR article 15 (decision 0136): everything Atrium holds about the person, as one archive. */}
      <p>
        <a href={MY_EXPORT_URL} download>
          {t('mypage.exportData')}
        </a>
      </p>
    </Page>
  );
}
