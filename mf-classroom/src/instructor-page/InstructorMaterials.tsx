import { HANDOVER_METHODS, instructorMaterialEndpoints as endpoints, type HandoverMethod } from '@atrium/classroom-contract';
import { callEndpoint, endpointUrl, ErrorPanel, Select, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';

/**
 * The course materials of the instance and how each is handed over, digital or print (document 002 §2, §3; decision
 * 0227). A change after the instructor accepted the materials shows the notice of document 002 §8.
 */
export function InstructorMaterials({ instanceId }: { instanceId: number }) {
  const t = useT();
  const materials = useEndpoint(endpoints.list, { params: { instanceId } });
  const change = async (courseInstanceFileId: number, handoverMethod: HandoverMethod) => {
    try {
      const saved = await callEndpoint(endpoints.setHandoverMethod, { body: { instanceId, courseInstanceFileId, handoverMethod } });
      if (saved.materialsAccepted) toast.info('instructors.classroom-management.acceptCourseMaterials.notification-when-making-changes');
      else toast.success('instructor-page.handoverSaved');
      materials.reload();
    } catch {
      toast.error('instructor-page.failed');
    }
  };
  return (
    <section className="atr-section" aria-labelledby="instructor-materials">
      <h2 id="instructor-materials">{t('instructor-page.materials')}</h2>
      {materials.error && <ErrorPanel error={materials.error} onRetry={materials.reload} />}
      {!materials.data && !materials.error && <Spinner />}
      {materials.data?.length === 0 && <p>{t('instructor-page.noMaterials')}</p>}
      <ul className="atr-plain-list">
        {materials.data?.map((file) => (
          <li key={file.id} className="atr-toolbar" data-testid="material">
            <a href={endpointUrl(endpoints.download, { instanceId, fileId: file.id })}>{file.fileName}</a>
            <Select
              label={t('instructor-page.handoverMethodOf', { file: file.fileName })}
              value={file.handoverMethod}
              options={HANDOVER_METHODS.map((method) => ({ value: method, label: t(`instructor-page.handover.${method}`) }))}
              onChange={(event) => void change(file.id, event.target.value as HandoverMethod)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
