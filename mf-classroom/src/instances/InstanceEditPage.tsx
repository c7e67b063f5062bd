import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { Button, ErrorPanel, Link, Page, Spinner, Tabs, toast, useAuth, useIdempotencyKey, useLoad, useT } from '@atrium/shared-ui';
import { ChangeCourseModal } from './ChangeCourseModal';
import { CopyInstanceModal } from './CopyInstanceModal';
import { CoursePlaceTab } from './CoursePlaceTab';
import { CustomerDetails } from './CustomerDetails';
import { FilesTab } from './FilesTab';
import { GeneralTab } from './GeneralTab';
import { GroupCourseTab } from './GroupCourseTab';
import { instanceApi } from './instance-api';
import { formOf, newInstanceForm, type InstanceForm } from './instance-form';
import { PricesTab } from './PricesTab';
import { TextsTab } from './TextsTab';

const TABS = ['general', 'coursePlace', 'courseTexts', 'files', 'prices', 'groupCourse'] as const;
type Tab = (typeof TABS)[number];
// Tabs that need the saved instance (its id) before they can be used.
const NEEDS_ID: readonly Tab[] = ['coursePlace', 'courseTexts', 'files', 'groupCourse'];

/** /clcourse/:clid/clicourse/new and /clcourse/:clid/clicourse/:cliid/edit */
export function InstanceEditPage({ courseId, instanceId }: { courseId: number; instanceId: number | null }) {
  const t = useT();
  const site = useAuth((state) => state.learningSite);
  const [tab, setTab] = useState<Tab>('general');
  const [form, setForm] = useState<InstanceForm>(() => newInstanceForm(courseId, site === 'SE' ? 'sv_SE' : 'nb_NO'));
  const [firstDate, setFirstDate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A double click or a retry of Save creates one instance, not two (decision 0115); a new form is a new key.
  const idempotency = useIdempotencyKey(instanceId);
  const [copying, setCopying] = useState<number | null>(null);
  const [changing, setChanging] = useState(false);
  const loaded = useLoad(`instance/${instanceId}`, () => (instanceId === null ? Promise.resolve(undefined) : instanceApi.get(instanceId)));
  const instance = loaded.data;
  // The title names the course, not only the instance's number (issue 22); until it loads, the number alone.
  const course = useLoad(`courseinfo/${instanceId}`, () =>
    instanceId === null ? Promise.resolve(undefined) : instanceApi.courseInfo(instanceId).catch(() => undefined),
  ).data;
  const title = !instance
    ? t('instances.new.title')
    : course
      ? t('instances.edit.titleOfCourse', { course: course.internalName, id: instance.id })
      : t('instances.edit.title', { id: instance.id });

  useEffect(() => {
    if (instance) setForm(formOf(instance));
  }, [instance]);

  const save = async () => {
    setBusy(true);
    try {
      if (instanceId === null) {
        const created = await instanceApi.create({ ...form, ...(firstDate ? { firstDate } : {}) }, idempotency);
        toast.success('courses.instance.created.notification');
        navigateToUrl(`/clcourse/${courseId}/clicourse/${created.id}/edit`);
      } else {
        await instanceApi.update(instanceId, form);
        toast.success('courses.instance.updated.notification');
        loaded.reload();
      }
    } catch {
      toast.error('error.generic');
    } finally {
      setBusy(false);
    }
  };

  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (instanceId !== null && !instance) return <Spinner />;

  const panel = () => {
    if (NEEDS_ID.includes(tab) && !instance) return <p>{t('instances.saveFirst')}</p>;
    switch (tab) {
      case 'general':
        return <GeneralTab form={form} onChange={setForm} instance={instance} firstDate={firstDate} onFirstDate={setFirstDate} />;
      case 'coursePlace':
        return <CoursePlaceTab instance={instance!} onSaved={loaded.reload} />;
      case 'courseTexts':
        return <TextsTab instanceId={instance!.id} />;
      case 'files':
        return <FilesTab instanceId={instance!.id} />;
      case 'prices':
        return <PricesTab form={form} onChange={setForm} instanceId={instance?.id ?? null} />;
      case 'groupCourse':
        return <GroupCourseTab instanceId={instance!.id} />;
    }
  };

  return (
    <Page
      title={title}
      actions={
        <>
          <Link href={`/clcourse/${courseId}/clicourses`}>{t('instances.title')}</Link>
          {instance && <Button onClick={() => setCopying(instance.id)}>{t('instances.copy.title')}</Button>}
          {instance && <Button onClick={() => setChanging(true)}>{t('instances.changeCourse')}</Button>}
          <Button variant="primary" busy={busy} onClick={() => void save()}>
            {t('instances.save')}
          </Button>
        </>
      }
    >
      {instance && <CustomerDetails instance={instance} />}
      {instance?.dayMismatch && (
        <p role="status" className="atr-form-error" data-testid="instance-mismatch">
          {t('instances.dayMismatch.short', { count: instance.happeningCount })}
        </p>
      )}
      <Tabs tabs={TABS.map((id) => ({ id, label: t(`instances.tab.${id}`) }))} active={tab} onChange={(id) => setTab(id as Tab)}>
        {panel()}
      </Tabs>
      <CopyInstanceModal
        instanceId={copying}
        onClose={() => setCopying(null)}
        onCopied={(id) => {
          setCopying(null);
          navigateToUrl(`/clcourse/${courseId}/clicourse/${id}/edit`);
        }}
      />
      {instance && (
        <ChangeCourseModal
          instanceId={instance.id}
          open={changing}
          onClose={() => setChanging(false)}
          onMoved={(newCourseId) => {
            setChanging(false);
            navigateToUrl(`/clcourse/${newCourseId}/clicourse/${instance.id}/edit`);
          }}
        />
      )}
    </Page>
  );
}
