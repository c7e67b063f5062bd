import { useState } from 'react';
import {
  callEndpoint,
  endpointUrl,
  ErrorPanel,
  RemoveButton,
  Select,
  SortableList,
  Spinner,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import {
  DEFAULT_INSTANCE_FILE_TYPE,
  INSTANCE_FILE_TYPES,
  type InstanceFileType,
  type LinkedFile,
  type LinkedFileEndpoints,
} from '@atrium/classroom-contract';
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
  /** An instance's files: the upload chooses a file type, course material or scanned document (decision 0237). */
  withFileTypes?: boolean;
}

/** A course's material or an instance's files: upload with progress, reorder by drag and drop, delete or detach. */
export function LinkedFilesPanel({ endpoints, ownerId, listKey, removeQuestionKey, withFileTypes = false }: LinkedFilesPanelProps) {
  const t = useT();
  const owner = { id: ownerId };
  const files = useEndpoint(endpoints.list, { params: owner });
  const [removing, setRemoving] = useState<LinkedFile | null>(null);
  const [fileType, setFileType] = useState<InstanceFileType>(DEFAULT_INSTANCE_FILE_TYPE);

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
      <div className="atr-toolbar">
        {withFileTypes && (
          <Select
            label={t('files.fileType')}
            value={fileType}
            options={INSTANCE_FILE_TYPES.map((type) => ({ value: type, label: t(`files.type.${type}`) }))}
            onChange={(event) => setFileType(event.target.value as InstanceFileType)}
          />
        )}
        <FileUploadField url={endpointUrl(endpoints.upload, owner)} fields={withFileTypes ? { fileType } : {}} onUploaded={files.reload} />
      </div>
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
              {file.fileType && <span>{t(`files.type.${file.fileType}`)}</span>}
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
