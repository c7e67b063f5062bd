import { useRef, useState } from 'react';
import { apiFetch, Button, ErrorPanel, Modal, ProgressBar, SortableList, Spinner, toast, useT } from '@atrium/shared-ui';
import { ALLOWED_COURSE_FILE_TYPES, fileOrderSwapSchema, MAX_COURSE_FILE_BYTES, type CourseFile } from '@atrium/classroom-service/contract';
import { coursePath } from '../coursePaths';
import { useApiData } from '../useApiData';
import { uploadWithProgress } from './uploadWithProgress';

/** courseMaterial: upload with progress, reorder by drag and drop, delete or detach. */
export function CourseMaterialTab({ courseId }: { courseId: number }) {
  const t = useT();
  const base = coursePath(courseId);
  const files = useApiData<CourseFile[]>(`${base}/files`);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<CourseFile | null>(null);
  const input = useRef<HTMLInputElement>(null);

  if (files.error) return <ErrorPanel error={files.error} onRetry={files.reload} />;
  if (!files.data) return <Spinner />;
  const list = files.data;

  const upload = async (file: File) => {
    // Checked here as well so a wrong file fails at once instead of after the upload.
    if (!(ALLOWED_COURSE_FILE_TYPES as readonly string[]).includes(file.type)) return void toast.error('courses.classroom.file.typeRefused');
    if (file.size > MAX_COURSE_FILE_BYTES) return void toast.error('courses.classroom.file.tooLarge');
    setProgress(0);
    try {
      await uploadWithProgress(`${base}/file`, file, setProgress);
      toast.success('courses.classroom.file.uploaded');
      files.reload();
    } catch {
      toast.error('courses.classroom.file.uploadFailed');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const move = async (from: number, to: number) => {
    const moved = [...list];
    const [item] = moved.splice(from, 1);
    if (item) moved.splice(to, 0, item);
    files.set(moved);
    try {
      files.set(await apiFetch<CourseFile[]>(`${base}/files/swap`, { method: 'POST', body: fileOrderSwapSchema.parse({ from, to }) }));
    } catch {
      toast.error('courses.classroom.saveFailed');
      files.reload();
    }
  };

  const remove = async (file: CourseFile, mode: 'delete' | 'detach') => {
    setRemoving(null);
    try {
      if (mode === 'delete') await apiFetch(`${base}/file/${file.id}`, { method: 'DELETE' });
      else await apiFetch(`${base}/file/${file.id}/detach`, { method: 'POST' });
      toast.success(mode === 'delete' ? 'courses.classroom.file.deleted' : 'courses.classroom.file.detached');
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
    files.reload();
  };

  return (
    <div>
      <label className="atr-field-label" htmlFor="course-file-upload">
        {t('courses.classroom.file.upload')}
      </label>
      <input
        id="course-file-upload"
        ref={input}
        type="file"
        accept={ALLOWED_COURSE_FILE_TYPES.join(',')}
        disabled={progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {progress !== null && <ProgressBar value={progress} labelKey="courses.classroom.file.uploading" />}
      {list.length === 0 ? (
        <p>{t('courses.classroom.file.none')}</p>
      ) : (
        <SortableList
          ariaLabel={t('courses.classroom.file.list')}
          items={list}
          getId={(file) => file.id}
          getLabel={(file) => file.fileName}
          onMove={(from, to) => void move(from, to)}
          renderItem={(file) => (
            <>
              <a href={`${base}/file/${file.id}`}>{file.fileName}</a>
              <span>{t('courses.classroom.file.size', { kb: Math.ceil(file.sizeBytes / 1024) })}</span>
              <Button variant="danger" onClick={() => setRemoving(file)} aria-label={t('courses.classroom.file.remove', { name: file.fileName })}>
                {t('courses.classroom.removeShort')}
              </Button>
            </>
          )}
        />
      )}
      <Modal
        open={removing !== null}
        title={t('courses.classroom.file.removeTitle')}
        onClose={() => setRemoving(null)}
        footer={
          removing && (
            <>
              <Button onClick={() => setRemoving(null)}>{t('common.cancel')}</Button>
              <Button onClick={() => void remove(removing, 'detach')}>{t('courses.classroom.file.detach')}</Button>
              <Button variant="danger" onClick={() => void remove(removing, 'delete')}>
                {t('courses.classroom.file.delete')}
              </Button>
            </>
          )
        }
      >
        <p>{t('courses.classroom.file.removeQuestion', { name: removing?.fileName ?? '' })}</p>
      </Modal>
    </div>
  );
}
