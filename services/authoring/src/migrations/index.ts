import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as packagesLessonsTasks from './0002-packages-lessons-tasks';
import * as videoTranscoding from './0003-video-transcoding';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-packages-lessons-tasks': packagesLessonsTasks,
  '0003-video-transcoding': videoTranscoding,
};
