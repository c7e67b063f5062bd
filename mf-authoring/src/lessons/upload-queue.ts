import {
  LESSON_FILE_UPLOAD_PATH,
  lessonDetailSchema,
  MAX_CONCURRENT_UPLOADS,
  type LessonDetail,
  type UploadState,
} from '@atrium/authoring-contract';
import { failureKey, sendWithProgress } from '@atrium/shared-ui';

/** A file and the lesson it goes to; an HTML v2 lesson's file with its path (folders and name). */
export interface UploadItem {
  file: File;
  lessonUuid: string;
  path?: string;
}

export interface QueuedFile extends UploadItem {
  id: number;
  state: UploadState;
  loaded: number;
  error?: string;
}

/**
 * §4 and §9: the files wait (pending), are taken in order as places free up (waiting, at most 5 uploading at once),
 * upload with progress and end completed (or with their error). `onChange` gets each change; `onUploaded` each answer.
 */
export function runUploadQueue(
  items: UploadItem[],
  onChange: (queue: QueuedFile[]) => void,
  onUploaded: (detail: LessonDetail) => void,
): Promise<void> {
  let queue: QueuedFile[] = items.map((item, id) => ({ ...item, id, state: 'pending', loaded: 0 }));
  const update = (id: number, change: Partial<QueuedFile>) => {
    queue = queue.map((item) => (item.id === id ? { ...item, ...change } : item));
    onChange(queue);
  };
  queue = queue.map((item) => ({ ...item, state: 'waiting' }));
  onChange(queue);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < queue.length) {
      const item = queue[next++]!;
      update(item.id, { state: 'uploading' });
      const form = new FormData();
      form.append('lessonUuid', item.lessonUuid);
      if (item.path) form.append('path', item.path);
      form.append('file', item.file, item.file.name);
      try {
        const answer = await sendWithProgress('POST', `/api/authoring${LESSON_FILE_UPLOAD_PATH}`, form, item.file.size, (progress) =>
          update(item.id, { loaded: progress.loaded }),
        );
        onUploaded(lessonDetailSchema.parse(answer));
        update(item.id, { state: 'completed', loaded: item.file.size });
      } catch (error) {
        update(item.id, { state: 'completed', error: failureKey(error) });
      }
    }
  };
  return Promise.all(Array.from({ length: Math.min(MAX_CONCURRENT_UPLOADS, items.length) }, worker)).then(() => undefined);
}
