import { ErrorPanel, Link, Page, Spinner, Tabs, useEndpoint, useT } from '@atrium/shared-ui';
import { ecourseEndpoints, type Ecourse } from '@atrium/elearning-contract';
import { navigateToUrl } from 'single-spa';
import { CourseMaterialTab, CustomerTab, PricesTab } from '../ecourse-tabs';
import { CourseTextsTab } from './CourseTextsTab';
import { ecourseHref } from './ecourse-route';
import type { EcourseTabProps } from './ecourse-tab-props';
import { EDIT_TABS, tabFromRoute, type EditTab } from './edit-tabs';
import { GeneralPanels } from './GeneralPanels';
import { GeneralTab } from './GeneralTab';
import { NotesTab } from './NotesTab';
import { PackageTab } from './PackageTab';
import './ecourse-edit.css';
import './messages';

function TabContent({ tab, course, onCourseChanged, onSaved }: EcourseTabProps & { tab: EditTab; onSaved: (course: Ecourse) => void }) {
  const props = { course, onCourseChanged };
  switch (tab) {
    case 'general':
      return (
        <>
          <GeneralTab key={tab} course={course} part={tab} onSaved={onSaved} />
          <GeneralPanels {...props} />
        </>
      );
    case 'technical':
      return <GeneralTab key={tab} course={course} part={tab} onSaved={onSaved} />;
    case 'courseTexts':
      return <CourseTextsTab ecourseId={course.id} />;
    case 'courseMaterial':
      return <CourseMaterialTab {...props} />;
    case 'coursePackage':
      return <PackageTab {...props} />;
    case 'prices':
      return <PricesTab {...props} />;
    case 'notes':
      return <NotesTab ecourseId={course.id} />;
    case 'customer':
      return <CustomerTab {...props} />;
  }
}

/** /ecourse/:id/edit/:tab? (document 001 §2): one tab at a time, the tab in the address so it can be linked. */
export default function EcourseEditPage({ id, tab }: { id: number; tab: string | undefined }) {
  const t = useT();
  const course = useEndpoint(ecourseEndpoints.get, { params: { id } });
  const active = tabFromRoute(tab);

  if (course.error) return <ErrorPanel error={course.error} onRetry={course.reload} />;
  if (!course.data) return <Spinner />;
  const data = course.data;

  return (
    <Page
      title={t('ecourse.edit.title', { name: data.internalName })}
      actions={
        <nav aria-label={t('ecourse.edit.links')} className="atr-toolbar">
          <Link href={ecourseHref.copy(data.id)}>{t('ecourse.edit.copy')}</Link>
          <Link href={ecourseHref.evaluations(data.id)}>{t('ecourse.edit.evaluations')}</Link>
          <Link href={ecourseHref.licenses(data.id)}>{t('ecourse.edit.licenses')}</Link>
        </nav>
      }
    >
      <div className="atr-ecourse-tabs">
        <Tabs
          tabs={EDIT_TABS.map((tabId) => ({ id: tabId, label: t(`ecourse.tab.${tabId}`) }))}
          active={active}
          onChange={(next) => navigateToUrl(ecourseHref.edit(data.id, next))}
        >
          <TabContent tab={active} course={data} onCourseChanged={course.reload} onSaved={course.set} />
        </Tabs>
      </div>
    </Page>
  );
}
