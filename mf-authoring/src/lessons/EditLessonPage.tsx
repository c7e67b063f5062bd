import {
  LESSON_TYPES,
  lessonEndpoints,
  lessonFilePath,
  lessonProblems,
  type AuthoringLocale,
  type LessonDetail,
  type LessonType,
} from '@atrium/authoring-contract';
import {
  Button,
  callEndpoint,
  Checkbox,
  ErrorPanel,
  failureKey,
  Page,
  RemoveButton,
  RichTextEditor,
  Select,
  Spinner,
  TextField,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import { AuthorGate } from '../author/AuthorGate';
import { localeOptions } from '../author/locale-options';
import { IssuesPanel } from '../issues/IssuesPanel';
import { runUploadQueue, type QueuedFile } from './upload-queue';
import { HtmlFilesPanel } from '../html-files/HtmlFilesPanel';
import { UniqueFileName } from './UniqueFileName';
import { UploadQueueList } from './UploadQueueList';
import { VideoPanel } from './VideoPanel';
import '../messages';

const failed = (error: unknown) => toast.error(failureKey(error));

function LessonForm({ detail, onSaved }: { detail: LessonDetail; onSaved: (detail: LessonDetail) => void }) {
  const t = useT();
  const [lessonType, setLessonType] = useState<LessonType>(detail.lessonType);
  const [locale, setLocale] = useState<AuthoringLocale>(detail.locale);
  const [title, setTitle] = useState(detail.texts[detail.locale]?.title ?? '');
  const [body, setBody] = useState(detail.texts[detail.locale]?.body ?? '');
  const [jsFile, setJsFile] = useState(detail.jsFile ?? '');
  const [videoFile, setVideoFile] = useState(detail.videoFile ?? '');
  const [videoUrl, setVideoUrl] = useState(detail.videoUrl ?? '');
  const [tags, setTags] = useState(detail.tags.join(', '));
  const save = (event: FormEvent) => {
    event.preventDefault();
    void callEndpoint(lessonEndpoints.save, {
      body: {
        uuid: detail.uuid,
        lessonType,
        locale,
        texts: { ...detail.texts, [locale]: { title, body } },
        jsFile: jsFile || null,
        videoFile: videoFile || null,
        videoUrl: videoUrl || null,
        uniqueFileName: detail.uniqueFileName,
        endingLinks: detail.endingLinks,
        tags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        taskUuids: detail.tasks.map((task) => task.uuid),
      },
    })
      .then((saved) => {
        toast.success('kpg.lesson.saved');
        onSaved(saved);
      })
      .catch(failed);
  };
  const fileOptions = detail.files.map((file) => ({ value: file.fileName, label: file.fileName }));
  return (
    <form onSubmit={save}>
      <Select
        label={t('kpg.lesson.type')}
        value={lessonType}
        options={LESSON_TYPES.map((value) => ({ value, label: t(`kpg.lessonType.${value}`) }))}
        onChange={(e) => setLessonType(e.target.value as LessonType)}
      />
      <Select
        label={t('kpg.package.locale')}
        value={locale}
        options={localeOptions(t)}
        onChange={(e) => setLocale(e.target.value as AuthoringLocale)}
      />
      <TextField label={t('kpg.lesson.title')} value={title} onChange={(e) => setTitle(e.target.value)} />
      <RichTextEditor label={t('kpg.lesson.body')} value={body} onChange={setBody} />
      {(lessonType === 'html' || lessonType === 'htmlv2') && (
        <Select
          label={t('kpg.lesson.jsFile')}
          placeholder={t('kpg.lesson.chooseFile')}
          value={jsFile}
          options={fileOptions.filter((o) => o.value.endsWith('.js'))}
          onChange={(e) => setJsFile(e.target.value)}
        />
      )}
      {lessonType === 'video' && (
        <Select
          label={t('kpg.lesson.videoFile')}
          placeholder={t('kpg.lesson.chooseFile')}
          value={videoFile}
          options={fileOptions}
          onChange={(e) => setVideoFile(e.target.value)}
        />
      )}
      {lessonType === 'videoNoFiles' && (
        <TextField label={t('kpg.lesson.videoUrl')} type="url" value={videoUrl} onChange={(e) => setVideoUrl(e.target.value)} />
      )}
      <TextField label={t('kpg.tags.commaSeparated')} value={tags} onChange={(e) => setTags(e.target.value)} />
      <Button type="submit" variant="primary">
        {t('kpg.save')}
      </Button>
    </form>
  );
}

/** §4: the files and the upload queue, with its states; an HTML v2 lesson's in their folders. */
function LessonFiles({ detail, onChange }: { detail: LessonDetail; onChange: (detail: LessonDetail) => void }) {
  const t = useT();
  return (
    <section aria-labelledby="kpg-files">
      <h2 id="kpg-files">{t('kpg.files.title')}</h2>
      <UniqueFileName detail={detail} onChange={onChange} />
      {detail.lessonType === 'htmlv2' ? (
        <HtmlFilesPanel detail={detail} onChange={onChange} />
      ) : (
        <FlatFiles detail={detail} onChange={onChange} />
      )}
    </section>
  );
}

/** The files of a lesson without folders, and their upload queue. */
function FlatFiles({ detail, onChange }: { detail: LessonDetail; onChange: (detail: LessonDetail) => void }) {
  const t = useT();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const upload = (files: FileList | null) => {
    if (!files?.length) return;
    void runUploadQueue(
      [...files].map((file) => ({ file, lessonUuid: detail.uuid })),
      setQueue,
      onChange,
    );
  };
  return (
    <>
      <ul>
        {detail.files.map((file) => (
          <li key={file.fileName}>
            <a href={`/api/authoring${lessonFilePath(detail.uuid, file.fileName, detail.cacheKey)}`} target="_blank" rel="noreferrer">
              {file.fileName}
            </a>{' '}
            ({Math.ceil(file.sizeBytes / 1024)} kB){' '}
            <RemoveButton
              label={t('kpg.files.delete', { name: file.fileName })}
              onClick={() =>
                void callEndpoint(lessonEndpoints.deleteFile, { params: { uuid: detail.uuid, fileName: file.fileName } })
                  .then(onChange)
                  .catch(failed)
              }
            />
          </li>
        ))}
      </ul>
      <label className="atr-field">
        {t('kpg.files.upload')}
        <input type="file" multiple onChange={(e) => upload(e.target.files)} />
      </label>
      <UploadQueueList queue={queue} />
    </>
  );
}

function Editor({ uuid }: { uuid: string }) {
  const t = useT();
  const loaded = useEndpoint(lessonEndpoints.get, { params: { uuid } });
  const video = useRef<HTMLVideoElement>(null);
  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;
  const detail = loaded.data;
  const problems = lessonProblems(detail, detail.locale);
  return (
    <Page title={detail.texts[detail.locale]?.title || t('kpg.lesson.untitled')}>
      <LessonForm key={detail.updatedAt} detail={detail} onSaved={(saved) => loaded.set(saved)} />
      <Checkbox
        label={t('kpg.lesson.disabled')}
        checked={detail.disabled}
        onChange={(e) =>
          void callEndpoint(lessonEndpoints.toggleDisabled, { params: { uuid }, body: { disabled: e.target.checked } })
            .then((next) => loaded.set(next))
            .catch(failed)
        }
      />
      {problems.map((problem, index) => (
        <p key={index} role="alert">
          {t(problem.key, problem.params)}
        </p>
      ))}
      <LessonFiles detail={detail} onChange={(next) => loaded.set(next)} />
      {detail.lessonType === 'video' && <VideoPanel detail={detail} onChange={loaded.reload} videoRef={video} />}
      <IssuesPanel
        target={{ lessonUuid: uuid }}
        videoTime={detail.lessonType === 'video' ? () => (video.current ? Math.floor(video.current.currentTime) : null) : undefined}
      />
    </Page>
  );
}

/** /elearningpackage/editlesson/{uuid}; "new" makes a lesson first. */
export default function EditLessonPage({ uuid }: { uuid: string }) {
  return (
    <AuthorGate>
      <Editor uuid={uuid} />
    </AuthorGate>
  );
}
