import type { SchemaMatched, SchemaMismatches } from '@atrium/service-core';
import type {
  AuthoringLocale,
  FileJobStatus,
  IssueStatus,
  LessonType,
  PackageFilter,
  PackageStatus,
  SoftwareVersion,
  TranscodeStatus,
} from '@atrium/authoring-contract';
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { DB } from './db-schema';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

// The generated tables with the columns a check constraint narrows typed as their values. Texts (jsonb) stay
// documents and are read through the contract's localizedTextsSchema. The outbox and idempotency keys are service-core's.
interface AuthoringTables extends Omit<
  DB,
  | 'package'
  | 'lesson'
  | 'task'
  | 'package_filter'
  | 'transcode_job'
  | 'video_rendition_file'
  | 'issue'
  | 'outbox'
  | 'idempotency_key'
  | 'file_job'
> {
  package: Omit<DB['package'], 'status' | 'locale' | 'software_version'> & {
    status: Defaulted<PackageStatus>;
    locale: AuthoringLocale;
    software_version: Defaulted<SoftwareVersion>;
  };
  lesson: Omit<DB['lesson'], 'lesson_type' | 'locale'> & { lesson_type: LessonType; locale: AuthoringLocale };
  task: Omit<DB['task'], 'locale'> & { locale: AuthoringLocale };
  package_filter: Omit<DB['package_filter'], 'filter'> & { filter: PackageFilter };
  transcode_job: Omit<DB['transcode_job'], 'status' | 'mp4_qualities' | 'hls_qualities'> & {
    status: Defaulted<TranscodeStatus>;
    mp4_qualities: string[];
    hls_qualities: string[];
  };
  video_rendition_file: Omit<DB['video_rendition_file'], 'kind'> & { kind: 'mp4' | 'hls' };
  issue: Omit<DB['issue'], 'status'> & { status: Defaulted<IssueStatus> };
  file_job: Omit<DB['file_job'], 'status' | 'kind'> & { status: Defaulted<FileJobStatus>; kind: 'resize_images' };
}

export type AuthoringDb = Kysely<AuthoringTables>;
export type AuthoringTrx = Transaction<AuthoringTables>;

/** The area's tables live in the `authoring` schema; callers hand us the shared handle. */
export function authoringDb(db: Kysely<any>): AuthoringDb {
  return (db as AuthoringDb).withSchema('authoring');
}

// The tables above refine the ones generated from the migrated schema; this fails to compile when they drift apart.
/** @public Exported only so the compile-time check is kept. */
export type AuthoringSchemaChecked = SchemaMatched<SchemaMismatches<AuthoringTables, DB>>;
