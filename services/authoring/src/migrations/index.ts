import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as packagesLessonsTasks from './0002-packages-lessons-tasks';
import * as videoTranscoding from './0003-video-transcoding';
import * as issues from './0004-issues';
import * as authoringOutbox from './0005-authoring-outbox';
import * as idempotencyKeys from './0006-idempotency-keys';
import * as fileMaintenance from './0007-file-maintenance';
import * as htmlFileFolders from './0008-html-file-folders';
import * as lessonViewGrants from './0009-lesson-view-grants';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-packages-lessons-tasks': packagesLessonsTasks,
  '0003-video-transcoding': videoTranscoding,
  '0004-issues': issues,
  '0005-authoring-outbox': authoringOutbox,
  '0006-idempotency-keys': idempotencyKeys,
  '0007-file-maintenance': fileMaintenance,
  '0008-html-file-folders': htmlFileFolders,
  '0009-lesson-view-grants': lessonViewGrants,
};
