import {
  Button,
  callEndpoint,
  ConfirmDialog,
  ErrorPanel,
  FileUploadInput,
  formatDateTime,
  sendWithProgress,
  Spinner,
  toast,
  useEndpoint,
  useT,
  type UploadProgress,
} from '@atrium/shared-ui';
import {
  INSTRUCTOR_FILE_KINDS,
  INSTRUCTOR_FILE_TYPES,
  instructorFileEndpoints,
  instructorFilePath,
  instructorFilesSchema,
  type InstructorFileKind,
  type InstructorFiles,
} from '@atrium/users-contract';
import { useState } from 'react';
import { applyChange } from './user-administration-api';

/** One of the two pictures: shown when there is one, replaced by an upload, deleted after a confirmation. */
function InstructorPicture({
  userId,
  kind,
  files,
  onChange,
}: {
  userId: number;
  kind: InstructorFileKind;
  files: InstructorFiles;
  onChange: (files: InstructorFiles) => void;
}) {
  const t = useT();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [deleting, setDeleting] = useState(false);
  const file = files[kind];
  const headingId = `instructor-${kind}`;

  const upload = async (chosen: File) => {
    const form = new FormData();
    form.append('file', chosen);
    try {
      onChange(
        instructorFilesSchema.parse(await sendWithProgress('POST', instructorFilePath(userId, kind), form, chosen.size, setProgress)),
      );
      toast.success(`useradmin.instructor.${kind}.uploaded`);
    } catch (error) {
      const key =
        error instanceof Error && /^useradmin\.instructor\./.test(error.message) ? error.message : 'useradmin.instructor.uploadFailed';
      toast.error(key);
    } finally {
      setProgress(null);
    }
  };
  const remove = () =>
    void applyChange(
      () => callEndpoint(instructorFileEndpoints.remove, { params: { userId, kind } }),
      `useradmin.instructor.${kind}.deleted`,
      onChange,
    );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`useradmin.instructor.${kind}`)}</h2>
      {file ? (
        <p>
          {/* The file id in the address: a new picture is fetched, not the cached old one. */}
          <img
            src={`${instructorFilePath(userId, kind)}?v=${file.fileId}`}
            alt={t(`useradmin.instructor.${kind}.alt`)}
            style={{ maxWidth: 240 }}
          />
          <br />
          {t('useradmin.instructor.uploadedAt', { at: formatDateTime(file.uploadedAt) })}{' '}
          <Button variant="secondary" onClick={() => setDeleting(true)}>
            {t(`useradmin.instructor.${kind}.delete`)}
          </Button>
        </p>
      ) : (
        <p>{t(`useradmin.instructor.${kind}.none`)}</p>
      )}
      <FileUploadInput
        label={t(`useradmin.instructor.${kind}.upload`)}
        accept={INSTRUCTOR_FILE_TYPES.join(',')}
        progress={progress}
        onFile={(chosen) => void upload(chosen)}
      />
      <ConfirmDialog
        open={deleting}
        title={t(`useradmin.instructor.${kind}.delete`)}
        message={t(`useradmin.instructor.${kind}.delete.confirm`)}
        confirmLabel={t(`useradmin.instructor.${kind}.delete`)}
        onConfirm={() => {
          setDeleting(false);
          remove();
        }}
        onCancel={() => setDeleting(false)}
      />
    </section>
  );
}

/** instructor (document 002 §2, §6): the instructor photo and signature, uploaded through the file store and deleted. */
export function InstructorTab({ userId }: { userId: number }) {
  const files = useEndpoint(instructorFileEndpoints.list, { params: { userId } });
  if (files.error) return <ErrorPanel error={files.error} onRetry={files.reload} />;
  if (!files.data) return <Spinner />;
  return (
    <>
      {INSTRUCTOR_FILE_KINDS.map((kind) => (
        <InstructorPicture key={kind} userId={userId} kind={kind} files={files.data!} onChange={files.set} />
      ))}
    </>
  );
}
