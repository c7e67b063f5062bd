import { ecourseFileEndpoints, type EcourseFile } from '@atrium/elearning-contract';
import {
  Button,
  callEndpoint,
  ConfirmDialog,
  endpointUrl,
  ErrorPanel,
  SortableList,
  Spinner,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useState } from 'react';
import type { EcourseTabProps } from '../ecourse-edit/ecourse-tab-props';
import { FileUploadForm } from './FileUploadForm';
import { useSaveFailure } from './use-save-failure';
import './messages';

const KB = 1024;

/** The course material tab: upload, download, detach, and the order by drag and drop (mouse or keyboard). */
export function CourseMaterialTab({ course }: EcourseTabProps) {
  const t = useT();
  const saveFailed = useSaveFailure();
  const params = { id: course.id };
  const files = useEndpoint(ecourseFileEndpoints.list, { params });
  const [detaching, setDetaching] = useState<EcourseFile | null>(null);

  if (files.error) return <ErrorPanel error={files.error} onRetry={files.reload} />;
  if (!files.data) return <Spinner />;
  const list = files.data;

  const move = async (from: number, to: number) => {
    // Shown in its new place at once; the answer then gives the order the service keeps.
    const moved = [...list];
    moved.splice(to, 0, ...moved.splice(from, 1));
    files.set(moved);
    try {
      files.set(await callEndpoint(ecourseFileEndpoints.swap, { params, body: { from, to } }));
      toast.success('ecourse.files.moved');
    } catch (error) {
      saveFailed(error);
      files.reload();
    }
  };

  const detach = async (file: EcourseFile) => {
    setDetaching(null);
    try {
      await callEndpoint(ecourseFileEndpoints.detach, { params: { ...params, fileId: file.fileId } });
      files.set(list.filter((other) => other.id !== file.id));
      toast.success('ecourse.files.detached');
    } catch (error) {
      saveFailed(error);
    }
  };

  return (
    <section>
      <FileUploadForm ecourseId={course.id} onUploaded={(file) => files.set([...list, file])} />
      {list.length === 0 ? (
        <p>{t('ecourse.files.none')}</p>
      ) : (
        <SortableList
          ariaLabel={t('ecourse.files.title')}
          items={list}
          getId={(file) => file.id}
          getLabel={(file) => file.fileName}
          onMove={(from, to) => void move(from, to)}
          renderItem={(file) => (
            <>
              <a href={endpointUrl(ecourseFileEndpoints.content, { ...params, fileId: file.fileId })} download={file.fileName}>
                {file.fileName}
              </a>{' '}
              <span>
                {t('ecourse.files.details', {
                  type: t(`ecourse.files.type.${file.fileType}`),
                  locale: file.locale ? t(`locale.name.${file.locale}`) : t('ecourse.files.allLocales'),
                  kb: Math.ceil(file.sizeBytes / KB),
                })}
              </span>{' '}
              <Button
                variant="danger"
                onClick={() => setDetaching(file)}
                aria-label={t('ecourse.files.detachOne', { name: file.fileName })}
              >
                {t('ecourse.files.detach')}
              </Button>
            </>
          )}
        />
      )}
      <ConfirmDialog
        open={detaching !== null}
        title={t('ecourse.files.detachTitle')}
        message={t('ecourse.files.detachQuestion', { name: detaching?.fileName ?? '' })}
        confirmLabel={t('ecourse.files.detach')}
        onConfirm={() => detaching && void detach(detaching)}
        onCancel={() => setDetaching(null)}
      />
    </section>
  );
}
