import { lessonViewEndpoints, type LessonView } from '@atrium/authoring-contract';
import { endpointUrl, ErrorPanel, Page, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import '../messages';
import './messages';

/** A lesson file's address: the view answers it below the authoring area's API, as the editor's preview does. */
const fileUrl = (href: string) => `/api/authoring${href}`;

function Lesson({ view }: { view: LessonView }) {
  const t = useT();
  return (
    <Page title={view.title || t('kpg.lesson.untitled')}>
      <p>{t('kpg.lessonView.type', { type: t(`kpg.lessonType.${view.lessonType}`) })}</p>
      {/* Sanitised to the rich-text allow-list on save and again on the way out (decision 0239). */}
      {view.body && <div className="atr-richtext-content" data-testid="lesson-body" dangerouslySetInnerHTML={{ __html: view.body }} />}
      {view.hasVideo && (
        <video
          controls
          preload="metadata"
          src={endpointUrl(lessonViewEndpoints.video, { id: view.id })}
          aria-label={t('kpg.lessonView.video')}
          style={{ maxWidth: '100%' }}
        />
      )}
      {view.videoUrl && (
        <p>
          <a href={view.videoUrl} target="_blank" rel="noopener noreferrer">
            {t('kpg.lessonView.videoUrl')}
          </a>
        </p>
      )}
      {view.htmlSrc && (
        // Author-written HTML runs sandboxed, on an origin of its own (the file's answer says so too).
        <iframe
          src={fileUrl(view.htmlSrc)}
          title={t('kpg.lessonView.html', { title: view.title })}
          sandbox="allow-scripts"
          style={{ width: '100%', height: '70vh', border: '1px solid var(--atr-border, #ccc)' }}
        />
      )}
      {view.lessonType === 'task' && <p>{t('kpg.lessonView.tasks')}</p>}
      {view.files.length > 0 && (
        <section aria-labelledby="kpg-lesson-view-files">
          <h2 id="kpg-lesson-view-files">{t('kpg.lessonView.files')}</h2>
          <ul>
            {view.files.map((file) => (
              <li key={file.fileName}>
                <a href={fileUrl(file.href)} target="_blank" rel="noopener noreferrer">
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.endingLinks.length > 0 && (
        <ul aria-label={t('kpg.lessonView.links')}>
          {view.endingLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/**
 * /elearningpackage/lessonview/{id}: one lesson as a learner sees it, read-only, for course staff and for the
 * instructors of a classroom course linking it, who open it from the instructor page (decision 0251). No author
 * gate: the server decides who may see the lesson and answers 404 to anyone else.
 */
export default function LessonViewPage({ id }: { id: number }) {
  const loaded = useEndpoint(lessonViewEndpoints.get, { params: { id } });
  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;
  return <Lesson view={loaded.data} />;
}
