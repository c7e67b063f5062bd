import { useState } from 'react';
import { COURSE_ADMINS, PLATFORM_ADMINS } from '@atrium/core-contract';
import { classroomManagementEndpoints, MANAGEMENT_TABS, type ManagementTab } from '@atrium/classroom-contract';
import { DeadEndPage, ErrorPanel, hrefTo, Link, Page, Spinner, Tabs, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { CourseMaterialTab } from '../courses/tabs/CourseMaterialTab';
import { FilesTab } from '../instances/FilesTab';
import { EmailsTab } from './EmailsTab';
import { InstanceActions } from './InstanceActions';
import { InstanceSummary } from './InstanceSummary';
import { storedTab, storeTab } from './management-tab';
import { PostTab } from './PostTab';
import { PreTab } from './PreTab';
import './messages';
import '../instance-evaluations/messages';
import './classroom-management.css';

/** /classroom-management/{instanceId}: staff run one course instance (document 002 §2). */
export default function ClassroomManagementPage({ instanceId }: { instanceId: number }) {
  const t = useT();
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  // Document 002 §2/§6: the evaluation link is shown to the platform admin (and, on their page, instructors).
  const showEvaluations = useAuth((state) => state.hasAnyRole(PLATFORM_ADMINS));
  const [tab, setTab] = useState<ManagementTab>(storedTab);
  const overview = useEndpoint(classroomManagementEndpoints.overview, allowed ? { params: { instanceId } } : null);

  if (!allowed) return <DeadEndPage kind="noaccess" />;
  if (overview.error) return <ErrorPanel error={overview.error} onRetry={overview.reload} />;
  if (!overview.data) return <Spinner />;
  const data = overview.data;
  const choose = (id: string) => {
    const next = MANAGEMENT_TABS.find((name) => name === id) ?? 'pre';
    storeTab(next);
    setTab(next);
  };

  return (
    <Page
      title={t('classroom-management.title', { title: data.details.title, id: instanceId })}
      actions={<InstanceActions overview={data} reload={overview.reload} />}
    >
      <InstanceSummary overview={data} />
      {showEvaluations && <Link href={hrefTo('classroom-management.evaluations', { instanceId })}>{t('evaluations.link')}</Link>}
      <Tabs tabs={MANAGEMENT_TABS.map((id) => ({ id, label: t(`classroom-management.tab.${id}`) }))} active={tab} onChange={choose}>
        {tab === 'pre' && <PreTab overview={data} reload={overview.reload} />}
        {tab === 'post' && <PostTab overview={data} reload={overview.reload} />}
        {tab === 'files' && <FilesTab instanceId={instanceId} />}
        {tab === 'courseManuals' && <CourseMaterialTab courseId={data.details.courseId} />}
        {tab === 'emails' && <EmailsTab instanceId={instanceId} />}
      </Tabs>
    </Page>
  );
}
