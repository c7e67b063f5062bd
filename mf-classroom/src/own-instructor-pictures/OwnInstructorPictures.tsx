import {
  ApiError,
  Button,
  callEndpoint,
  ConfirmDialog,
  ErrorPanel,
  failureKey,
  FileUploadInput,
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
  instructorFilesSchema,
  ownInstructorFileEndpoints,
  ownInstructorFilePath,
  type InstructorFileKind,
} from '@atrium/users-contract';
import { useState } from 'react';
import './messages';

/** The users area refuses a file that is not a JPEG, PNG or WebP picture (415) or is over 5 MB (413). */
const REFUSALS: Record<number, string> = { 415: 'own-pictures.fileType', 413: 'own-pictures.fileTooLarge' };
const refusalOf = (error: unknown) => (error instanceof ApiError && REFUSALS[error.status]) || failureKey(error);

/**
 * The instructor's own photo and signature on the instructor page (decision 0246): the pictures the users area keeps
 * for them (decision 0207) and the instructor pickers show, uploaded, replaced and deleted by the instructor.
 */
export function OwnInstructorPictures() {
  const t = useT();
  const files = useEndpoint(ownInstructorFileEndpoints.list, {});
  const [progress, setProgress] = useState<{ kind: InstructorFileKind; progress: UploadProgress } | null>(null);
  const [deleting, setDeleting] = useState<InstructorFileKind | null>(null);
  if (files.error) return <ErrorPanel error={files.error} onRetry={files.reload} />;
  if (!files.data) return <Spinner />;
  const current = files.data;

  const upload = async (kind: InstructorFileKind, chosen: File) => {
    const form = new FormData();
    form.append('file', chosen);
    try {
      const answer = await sendWithProgress('POST', ownInstructorFilePath(kind), form, chosen.size, (sent) =>
        setProgress({ kind, progress: sent }),
      );
      files.set(instructorFilesSchema.parse(answer));
      toast.success(`own-pictures.${kind}.uploaded`);
    } catch (error) {
      toast.error(refusalOf(error));
    } finally {
      setProgress(null);
    }
  };
  const remove = async (kind: InstructorFileKind) => {
    setDeleting(null);
    try {
      files.set(await callEndpoint(ownInstructorFileEndpoints.remove, { params: { kind } }));
      toast.success(`own-pictures.${kind}.deleted`);
    } catch (error) {
      toast.error(failureKey(error));
    }
  };

  return (
    <section className="atr-section" aria-labelledby="own-pictures">
      <h2 id="own-pictures">{t('own-pictures.title')}</h2>
      <p>{t('own-pictures.intro')}</p>
      {INSTRUCTOR_FILE_KINDS.map((kind) => {
        const file = current[kind];
        return (
          <figure key={kind} aria-label={t(`own-pictures.${kind}`)}>
            {file ? (
              // The file id in the address: a new picture is fetched, not the cached old one.
              <img src={`${ownInstructorFilePath(kind)}?v=${file.fileId}`} alt={t(`own-pictures.${kind}.alt`)} style={{ maxWidth: 240 }} />
            ) : (
              <p>{t(`own-pictures.${kind}.none`)}</p>
            )}
            <figcaption>
              <FileUploadInput
                label={t(file ? `own-pictures.${kind}.replace` : `own-pictures.${kind}.upload`)}
                accept={INSTRUCTOR_FILE_TYPES.join(',')}
                progress={progress?.kind === kind ? progress.progress : null}
                onFile={(chosen) => void upload(kind, chosen)}
              />
              {file && (
                <Button variant="secondary" onClick={() => setDeleting(kind)}>
                  {t(`own-pictures.${kind}.delete`)}
                </Button>
              )}
            </figcaption>
          </figure>
        );
      })}
      <ConfirmDialog
        open={deleting !== null}
        title={t(`own-pictures.${deleting ?? 'photo'}.delete`)}
        message={t(`own-pictures.${deleting ?? 'photo'}.delete.confirm`)}
        confirmLabel={t(`own-pictures.${deleting ?? 'photo'}.delete`)}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
