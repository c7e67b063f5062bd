import { packageEndpoints, type AdminCourse } from '@atrium/elearning-contract';
import { callEndpoint, ErrorPanel, Page, Spinner, TableHeadWithActions, useT } from '@atrium/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import '../messages';
import '../course-package/messages';
import { PackageUpload } from './PackageUpload';

type Lists = { withPackage: AdminCourse[]; withoutPackage: AdminCourse[] };

async function loadLists(): Promise<Lists> {
  const [withPackage, withoutPackage] = await Promise.all(
    (['true', 'false'] as const).map((withPackage) => callEndpoint(packageEndpoints.adminCourses, { params: { withPackage } })),
  );
  return { withPackage: withPackage ?? [], withoutPackage: withoutPackage ?? [] };
}

function CourseList({ titleKey, courses, onUploaded }: { titleKey: string; courses: AdminCourse[]; onUploaded: () => void }) {
  const t = useT();
  return (
    <section>
      <h2>{t(titleKey)}</h2>
      {courses.length === 0 ? (
        <p>{t('scorm.admin.none')}</p>
      ) : (
        <table className="atr-table">
          <TableHeadWithActions headings={[t('scorm.admin.course'), t('scorm.admin.package'), t('scorm.admin.type')]} />
          <tbody>
            {courses.map((course) => (
              <tr key={course.id}>
                <td>{course.internalName}</td>
                <td>{course.packageTitle ?? ''}</td>
                <td>{course.packageType ? t(`ecourse.package.type.${course.packageType}`) : ''}</td>
                <td>
                  <PackageUpload course={course} onUploaded={onUploaded} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** /scorm/admin (document 001 §2): courses with and without a package, and uploads for either. */
export default function PackageAdminPage() {
  const t = useT();
  const [lists, setLists] = useState<Lists | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    loadLists().then(setLists, () => setFailed(true));
  }, []);
  useEffect(reload, [reload]);

  return (
    <Page title={t('scorm.admin.title')}>
      {failed && <ErrorPanel onRetry={reload} />}
      {!failed && !lists && <Spinner />}
      {lists && (
        <>
          <CourseList titleKey="scorm.admin.withPackage" courses={lists.withPackage} onUploaded={reload} />
          <CourseList titleKey="scorm.admin.withoutPackage" courses={lists.withoutPackage} onUploaded={reload} />
        </>
      )}
    </Page>
  );
}
