import { useState } from 'react';
import { callEndpoint, endpointUrl, ErrorPanel, RemoveButton, SortableList, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import type { LinkedFile, LinkedFileEndpoints } from '@atrium/classroom-contract';
import { FileUploadField } from './FileUploadField';
import { RemoveFileDialog, type RemoveMode } from './RemoveFileDialog';
import './messages';

interface LinkedFilesPanelProps {
  /** The owner's file calls (courseFileEndpoints, instanceFileEndpoints) and the owner's id. */
  endpoints: LinkedFileEndpoints;
  ownerId: number;
  /** Message keys of the list's name and of the delete-or-detach question. */
  listKey: string;
  removeQuestionKey: string;
}

/** A course's material or an instance's files: upload with progress, reorder by drag and drop, delete or detach. */
export function LinkedFilesPanel({ endpoints, ownerId, listKey, removeQuestionKey }: LinkedFilesPanelProps) {
  const t = useT();
  const owner = { id: ownerId };
  const files = useEndpoint(endpoints.list, { params: owner });
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
      files.set(await callEndpoint(endpoints.swap, { params: owner, body: { from, to } }));
    } catch {
      toast.error('files.changeFailed');
      files.reload();
    }
  };

  const remove = async (file: LinkedFile, mode: RemoveMode) => {
    setRemoving(null);
    try {
      await callEndpoint(mode === 'delete' ? endpoints.remove : endpoints.detach, { params: { ...owner, fileId: file.id } });
      toast.success(mode === 'delete' ? 'files.deleted' : 'files.detached');
    } catch {
      toast.error('files.changeFailed');
    }
    files.reload();
  };

  return (
    <div>
      <FileUploadField url={endpointUrl(endpoints.upload, owner)} onUploaded={files.reload} />
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
              <a href={endpointUrl(endpoints.download, { ...owner, fileId: file.id })}>{file.fileName}</a>
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
