import { useState } from 'react';
import {
  HANDOVER_METHODS,
  INSTANCE_FILE_TYPES,
  instructorMaterialEndpoints as endpoints,
  isCourseMaterialType,
  type HandoverMethod,
  type InstanceFileType,
  type InstructorCourse,
  type InstructorMaterial,
} from '@atrium/classroom-contract';
import { callEndpoint, endpointUrl, ErrorPanel, RemoveButton, Select, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { FileUploadField } from '../media/FileUploadField';
import { RemoveFileDialog, type RemoveMode } from '../media/RemoveFileDialog';
import '../media/messages';

const ACCEPTED_NOTICE = 'instructors.classroom-management.acceptCourseMaterials';

/**
 * The course materials and the scanned documents of the instance, in two lists by file type (document 002 §2, §3):
 * the instructor uploads files with a type, detaches or deletes the instance's own files, and says how each material
 * is handed over. Changes after the instructor accepted the materials show the notices of document 002 §8
 * (decisions 0227, 0237).
 */
export function InstructorMaterials({ course }: { course: InstructorCourse }) {
  const t = useT();
  const instanceId = course.details.instanceId;
  const materials = useEndpoint(endpoints.list, { params: { instanceId } });
  const [fileType, setFileType] = useState<InstanceFileType>('CLASSROOM_COURSE_ATTACHMENT');
  const [removing, setRemoving] = useState<InstructorMaterial | null>(null);
  const accepted = course.workItems.some((item) => item.key === 'acceptCourseMaterials' && item.done === true);

  const change = async (courseInstanceFileId: number, handoverMethod: HandoverMethod) => {
    try {
      const saved = await callEndpoint(endpoints.setHandoverMethod, { body: { instanceId, courseInstanceFileId, handoverMethod } });
      if (saved.materialsAccepted) toast.info(`${ACCEPTED_NOTICE}.notification-when-making-changes`);
      else toast.success('instructor-page.handoverSaved');
      materials.reload();
    } catch {
      toast.error('instructor-page.failed');
    }
  };

  const remove = async (file: InstructorMaterial, mode: RemoveMode) => {
    setRemoving(null);
    try {
      const params = { instanceId, fileId: file.id };
      const removed = await callEndpoint(mode === 'delete' ? endpoints.remove : endpoints.detach, { params });
      if (removed.materialsAccepted && isCourseMaterialType(file.fileType)) toast.info(`${ACCEPTED_NOTICE}.notification-when-delete`);
      else toast.success(mode === 'delete' ? 'files.deleted' : 'files.detached');
    } catch {
      toast.error('files.changeFailed');
    }
    materials.reload();
  };

  const item = (file: InstructorMaterial, handover: boolean) => (
    <li key={file.id} className="atr-toolbar" data-testid={handover ? 'material' : 'scanned-document'}>
      <a href={endpointUrl(endpoints.download, { instanceId, fileId: file.id })}>{file.fileName}</a>
      <span>{t(`files.type.${file.fileType}`)}</span>
      {handover && (
        <Select
          label={t('instructor-page.handoverMethodOf', { file: file.fileName })}
          value={file.handoverMethod}
          options={HANDOVER_METHODS.map((method) => ({ value: method, label: t(`instructor-page.handover.${method}`) }))}
          onChange={(event) => void change(file.id, event.target.value as HandoverMethod)}
        />
      )}
      {/* The course's own files serve all its instances; course staff keep them. */}
      {file.owner === 'instance' && <RemoveButton label={t('files.remove', { name: file.fileName })} onClick={() => setRemoving(file)} />}
    </li>
  );

  const files = materials.data ?? [];
  const courseMaterials = files.filter((file) => isCourseMaterialType(file.fileType));
  const scanned = files.filter((file) => !isCourseMaterialType(file.fileType));
  return (
    <section className="atr-section" aria-labelledby="instructor-materials">
      <h2 id="instructor-materials">{t('instructor-page.materials')}</h2>
      <div className="atr-toolbar">
        <Select
          label={t('files.fileType')}
          value={fileType}
          options={INSTANCE_FILE_TYPES.map((type) => ({ value: type, label: t(`files.type.${type}`) }))}
          onChange={(event) => setFileType(event.target.value as InstanceFileType)}
        />
        <FileUploadField url={endpointUrl(endpoints.upload, { instanceId })} fields={{ fileType }} onUploaded={materials.reload} />
      </div>
      {materials.error && <ErrorPanel error={materials.error} onRetry={materials.reload} />}
      {!materials.data && !materials.error && <Spinner />}
      {materials.data && (
        <>
          <h3>{t('instructor-page.materialsList')}</h3>
          {courseMaterials.length === 0 && <p>{t('instructor-page.noMaterials')}</p>}
          <ul className="atr-plain-list" aria-label={t('instructor-page.materialsList')}>
            {courseMaterials.map((file) => item(file, true))}
          </ul>
          <h3>{t('instructor-page.scannedList')}</h3>
          {scanned.length === 0 && <p>{t('instructor-page.noScanned')}</p>}
          <ul className="atr-plain-list" aria-label={t('instructor-page.scannedList')}>
            {scanned.map((file) => item(file, false))}
          </ul>
        </>
      )}
      <RemoveFileDialog
        file={removing}
        questionKey="instructor-page.removeQuestion"
        noticeKey={
          accepted && removing && isCourseMaterialType(removing.fileType) ? `${ACCEPTED_NOTICE}.notification-when-delete` : undefined
        }
        onChoose={(file, mode) => void remove(file, mode)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
