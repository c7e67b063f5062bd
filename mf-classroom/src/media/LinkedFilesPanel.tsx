import { useState } from 'react';
import { apiFetch, ErrorPanel, RemoveButton, SortableList, Spinner, toast, useApiData, useT } from '@atrium/shared-ui';
import { fileOrderSwapSchema, type LinkedFile } from '@atrium/classroom-contract';
import { FileUploadField } from './FileUploadField';
import { RemoveFileDialog, type RemoveMode } from './RemoveFileDialog';
import './messages';

interface LinkedFilesPanelProps {
  /** The owner's file calls start here: `${base}/files`, `${base}/file/{fileId}`, … */
  base: string;
  /** Message keys of the list's name and of the delete-or-detach question. */
  listKey: string;
  removeQuestionKey: string;
}

/** A course's material or an instance's files: upload with progress, reorder by drag and drop, delete or detach. */
export function LinkedFilesPanel({ base, listKey, removeQuestionKey }: LinkedFilesPanelProps) {
  const t = useT();
  const files = useApiData<LinkedFile[]>(`${base}/files`);
  const [removing, setRemoving] = useState<LinkedFile | null>(null);

  if (files.error) return <ErrorPanel error={files.error} onRetry={files.reload} />;
  if (!files.data) return <Spinner />;
  const list = files.data;

  const move = async (from: number, to: number) => {
    const moved = [...list];
    const [item] = moved.splice(from, 1);
    if (item) moved.splice(to, 0, item);
    files.set(moved);
    try {
      files.set(await apiFetch<LinkedFile[]>(`${base}/files/swap`, { method: 'POST', body: fileOrderSwapSchema.parse({ from, to }) }));
    } catch {
      toast.error('files.changeFailed');
      files.reload();
    }
  };

  const remove = async (file: LinkedFile, mode: RemoveMode) => {
    setRemoving(null);
    try {
      if (mode === 'delete') await apiFetch(`${base}/file/${file.id}`, { method: 'DELETE' });
      else await apiFetch(`${base}/file/${file.id}/detach`, { method: 'POST' });
      toast.success(mode === 'delete' ? 'files.deleted' : 'files.detached');
    } catch {
      toast.error('files.changeFailed');
    }
    files.reload();
  };

  return (
    <div>
      <FileUploadField url={`${base}/file`} onUploaded={files.reload} />
      {list.length === 0 ? (
        <p>{t('files.none')}</p>
      ) : (
        <SortableList
          ariaLabel={t(listKey)}
          items={list}
          getId={(file) => file.id}
          getLabel={(file) => file.fileName}
          onMove={(from, to) => void move(from, to)}
          renderItem={(file) => (
            <>
              <a href={`${base}/file/${file.id}`}>{file.fileName}</a>
              <span>{t('files.size', { kb: Math.ceil(file.sizeBytes / 1024) })}</span>
              <RemoveButton label={t('files.remove', { name: file.fileName })} onClick={() => setRemoving(file)} />
            </>
          )}
        />
      )}
      <RemoveFileDialog
        file={removing}
        questionKey={removeQuestionKey}
        onChoose={(file, mode) => void remove(file, mode)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
