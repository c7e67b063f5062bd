import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { Button, ErrorPanel, Link, Page, Spinner, Tabs, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { classroomCourseEndpoints, type ClassroomCourse } from '@atrium/classroom-contract';
import { CoursePackageTab } from '../../course-package/CoursePackageTab';
import { routes } from '../course-paths';
import { CourseMaterialTab } from '../tabs/CourseMaterialTab';
import { CourseTextsTab } from '../tabs/CourseTextsTab';
import { CustomerTab } from '../tabs/CustomerTab';
import { ElearningLessonsTab } from '../tabs/ElearningLessonsTab';
import { FrameworkAgreementsTab } from '../tabs/FrameworkAgreementsTab';
import { NotesTab } from '../tabs/NotesTab';
import { PrePostTestsTab } from '../tabs/PrePostTestsTab';
import { PricesTab } from '../tabs/PricesTab';
import { tabFromRoute, visibleTabs, type CourseTab } from './course-tabs';
import { GeneralTab } from './GeneralTab';
import './course-edit.css';

function TabContent({ tab, course, onSaved }: { tab: CourseTab; course: ClassroomCourse; onSaved: (course: ClassroomCourse) => void }) {
  switch (tab) {
    case 'general':
    case 'technical':
      return <GeneralTab key={tab} course={course} part={tab} onSaved={onSaved} />;
    case 'courseTexts':
      return <CourseTextsTab courseId={course.id} />;
    case 'courseMaterial':
      return <CourseMaterialTab courseId={course.id} />;
    case 'prices':
      return <PricesTab courseId={course.id} />;
    case 'notes':
      return <NotesTab courseId={course.id} />;
    case 'customer':
      return <CustomerTab courseId={course.id} />;
    case 'prePostTests':
      return <PrePostTestsTab courseId={course.id} uuid={course.uuid} />;
    case 'coursePackage':
      return <CoursePackageTab courseId={course.id} />;
    case 'frameworkAgreements':
      return <FrameworkAgreementsTab courseId={course.id} />;
    case 'elearningLessons':
      return <ElearningLessonsTab courseId={course.id} />;
  }
}

/** /clcourse/:id/edit/:tab?: one tab at a time, the tab in the address so it can be linked (e.g. notes). */
export function CourseEditPage({ id, tab }: { id: number; tab: string | undefined }) {
  const t = useT();
  const isPlatformAdmin = useAuth((state) => state.hasRole('atrium'));
  const course = useEndpoint(classroomCourseEndpoints.get, { params: { id } });
  const [menuOpen, setMenuOpen] = useState(false);
  const active = tabFromRoute(tab, isPlatformAdmin);

  if (course.error) return <ErrorPanel error={course.error} onRetry={course.reload} />;
  if (!course.data) return <Spinner />;
  const data = course.data;

  return (
    <Page
      title={t('courses.classroom.edit.title', { name: data.internalName })}
      actions={
        <nav aria-label={t('courses.classroom.links')} className="atr-toolbar">
          <Link href={routes.copy(data.id, data.courseId)}>{t('courses.classroom.link.copy')}</Link>
          <Link href={routes.instances(data.id)}>{t('courses.classroom.link.instances')}</Link>
          <Link href={routes.evaluations(data.id)}>{t('courses.classroom.link.evaluations')}</Link>
          <Link href={routes.licenses(data.id)}>{t('courses.classroom.link.licenses')}</Link>
        </nav>
      }
    >
      <Button
        className="atr-course-menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="course-edit-tabs"
        onClick={() => setMenuOpen(!menuOpen)}
      >
        {t('courses.classroom.menu')}
      </Button>
      <div id="course-edit-tabs" className={menuOpen ? 'atr-course-tabs atr-course-tabs--open' : 'atr-course-tabs'}>
        <Tabs
          tabs={visibleTabs(isPlatformAdmin).map((id) => ({ id, label: t(`courses.classroom.tab.${id}`) }))}
          active={active}
          onChange={(next) => {
            setMenuOpen(false);
            navigateToUrl(routes.edit(data.id, next));
          }}
        >
          <TabContent tab={active} course={data} onSaved={course.set} />
        </Tabs>
      </div>
    </Page>
  );
}
