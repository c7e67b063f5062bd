import { htmlFileEndpoints, lessonEndpoints, lessonFilePath, type HtmlFileList, type LessonDetail } from '@atrium/authoring-contract';
import { Button, callEndpoint, ErrorPanel, failureKey, RemoveButton, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { UploadQueueList } from '../lessons/UploadQueueList';
import { runUploadQueue, type QueuedFile } from '../lessons/upload-queue';
import './messages';

const failed = (error: unknown) => toast.error(failureKey(error));
const joined = (folder: string, rest: string) => (folder ? `${folder}/${rest}` : rest);

/** The folders from the top to this one, each a button that opens it. */
function FolderPath({ folder, open }: { folder: string; open: (folder: string) => void }) {
  const t = useT();
  const parts = folder ? folder.split('/') : [];
  return (
    <nav aria-label={t('kpg.htmlFiles.path')}>
      <Button variant="link" onClick={() => open('')}>
        {t('kpg.htmlFiles.top')}
      </Button>
      {parts.map((part, index) => (
        <span key={index}>
          {' / '}
          <Button variant="link" onClick={() => open(parts.slice(0, index + 1).join('/'))}>
            {part}
          </Button>
        </span>
      ))}
    </nav>
  );
}

function FolderContents({
  detail,
  list,
  open,
  changed,
}: {
  detail: LessonDetail;
  list: HtmlFileList;
  open: (folder: string) => void;
  changed: () => void;
}) {
  const t = useT();
  const remove = (path: string) =>
    void callEndpoint(htmlFileEndpoints.remove, { params: { uuid: detail.uuid }, query: { path } })
      .then(({ deleted }) => {
        toast.success('kpg.htmlFiles.deleted', { count: deleted });
        changed();
      })
      .catch(failed);
  if (!list.folders.length && !list.files.length) return <p>{t('kpg.htmlFiles.empty')}</p>;
  return (
    <ul aria-label={t('kpg.htmlFiles.contents', { folder: list.folder || t('kpg.htmlFiles.top') })}>
      {list.folders.map((folder) => (
        <li key={folder.path}>
          <Button variant="link" onClick={() => open(folder.path)}>
            {t('kpg.htmlFiles.folder', { name: folder.name })}
          </Button>{' '}
          ({t('kpg.htmlFiles.fileCount', { count: folder.fileCount })}){' '}
          <RemoveButton label={t('kpg.htmlFiles.deleteFolder', { name: folder.path })} onClick={() => remove(folder.path)} />
        </li>
      ))}
      {list.files.map((file) => (
        <li key={file.path}>
          <a href={`/api/authoring${lessonFilePath(detail.uuid, file.path, detail.cacheKey)}`} target="_blank" rel="noreferrer">
            {file.name}
          </a>{' '}
          ({Math.ceil(file.sizeBytes / 1024)} kB){' '}
          <RemoveButton label={t('kpg.files.delete', { name: file.path })} onClick={() => remove(file.path)} />
        </li>
      ))}
    </ul>
  );
}

/** §7 html v2 file list, delete and upload: an HTML v2 lesson's files in their folders (decision 0249). */
export function HtmlFilesPanel({ detail, onChange }: { detail: LessonDetail; onChange: (detail: LessonDetail) => void }) {
  const t = useT();
  const [folder, setFolder] = useState('');
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const list = useEndpoint(htmlFileEndpoints.list, { params: { uuid: detail.uuid }, query: { folder } });
  const { reload } = list;
  const uploaded = (next: LessonDetail) => {
    onChange(next);
    reload();
  };
  // Files go into the folder shown; a folder chosen whole keeps its own folders below it.
  const upload = (files: FileList | null) => {
    if (!files?.length) return;
    const items = [...files].map((file) => ({ file, lessonUuid: detail.uuid, path: joined(folder, file.webkitRelativePath || file.name) }));
    void runUploadQueue(items, setQueue, uploaded);
  };
  return (
    <div>
      <FolderPath folder={folder} open={setFolder} />
      {list.error && <ErrorPanel error={list.error} onRetry={reload} />}
      {list.data ? (
        <FolderContents
          detail={detail}
          list={list.data}
          open={setFolder}
          changed={() => {
            reload();
            void callEndpoint(lessonEndpoints.get, { params: { uuid: detail.uuid } })
              .then(onChange)
              .catch(failed);
          }}
        />
      ) : (
        !list.error && <Spinner />
      )}
      <label className="atr-field">
        {t('kpg.htmlFiles.uploadFiles')}
        <input type="file" multiple onChange={(e) => upload(e.target.files)} />
      </label>
      <label className="atr-field">
        {t('kpg.htmlFiles.uploadFolder')}
        <input type="file" multiple ref={(input) => input?.setAttribute('webkitdirectory', '')} onChange={(e) => upload(e.target.files)} />
      </label>
      <UploadQueueList queue={queue} />
    </div>
  );
}
