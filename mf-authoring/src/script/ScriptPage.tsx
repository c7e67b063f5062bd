import { formatDuration, scriptEndpoints, type PackageScript, type ScriptTask } from '@atrium/authoring-contract';
import { Button, endpointUrl, ErrorPanel, hrefTo, Link, Page, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { AuthorGate } from '../author/AuthorGate';
import '../messages';

/** HTML the server has sanitised to the rich-text allow-list (decision 0239). */
const Sanitised = ({ html }: { html: string }) =>
  html ? <div className="atr-richtext-content" dangerouslySetInnerHTML={{ __html: html }} /> : null;

function Tasks({ tasks }: { tasks: ScriptTask[] }) {
  const t = useT();
  return (
    <ol>
      {tasks.map((task, index) => (
        <li key={index}>
          <p>
            {task.question}
            {task.multiple && ` (${t('kpg.script.multiple')})`}
          </p>
          <ul>
            {task.options.map((option, position) => (
              <li key={position}>
                {option.text}
                {option.correct && <strong> – {t('kpg.script.correct')}</strong>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function Script({ script }: { script: PackageScript }) {
  const t = useT();
  return (
    <Page title={t('kpg.script.title', { name: script.title })}>
      <p className="atr-toolbar">
        <Link href={hrefTo('elearningpackage.editpackage', { uuid: script.uuid })}>{t('kpg.script.back')}</Link>
        <Button onClick={() => window.print()}>{t('kpg.script.print')}</Button>
        <a className="atr-button" href={endpointUrl(scriptEndpoints.pdf, { uuid: script.uuid })} download>
          {t('kpg.script.pdf')}
        </a>
      </p>
      <p>
        {script.internalName} · {t(`kpg.status.${script.status}`)}
      </p>
      <Sanitised html={script.introHtml} />
      {script.chapters.map((chapter, chapterIndex) => (
        <section key={chapterIndex} aria-labelledby={`kpg-script-chapter-${chapterIndex}`}>
          <h2 id={`kpg-script-chapter-${chapterIndex}`}>
            {chapterIndex + 1}. {chapter.title}
          </h2>
          {chapter.lessons.map((lesson, lessonIndex) => (
            <article key={lesson.uuid} aria-labelledby={`kpg-script-lesson-${lesson.uuid}`}>
              <h3 id={`kpg-script-lesson-${lesson.uuid}`}>
                {chapterIndex + 1}.{lessonIndex + 1} {lesson.title || t('kpg.lesson.untitled')}
              </h3>
              <p>
                {t(`kpg.lessonType.${lesson.lessonType}`)}
                {lesson.videoDuration !== null && ` · ${formatDuration(lesson.videoDuration)}`}
                {lesson.disabled && ` · ${t('kpg.script.disabled')}`}
              </p>
              <Sanitised html={lesson.bodyHtml} />
              {lesson.fileNames.length > 0 && <p>{t('kpg.script.files', { names: lesson.fileNames.join(', ') })}</p>}
              <Tasks tasks={lesson.tasks} />
            </article>
          ))}
        </section>
      ))}
      {script.exam && (
        <section aria-labelledby="kpg-script-exam">
          <h2 id="kpg-script-exam">{t('kpg.package.exam')}</h2>
          <p>{t('kpg.script.examPercent', { percent: script.examPercentRequired })}</p>
          {script.examGroups.map((group, index) => (
            <section key={index} aria-labelledby={`kpg-script-group-${index}`}>
              <h3 id={`kpg-script-group-${index}`}>
                {group.internalName}: {t('kpg.script.take', { take: group.take, count: group.tasks.length })}
              </h3>
              <Tasks tasks={group.tasks} />
            </section>
          ))}
        </section>
      )}
    </Page>
  );
}

function Loaded({ uuid }: { uuid: string }) {
  const loaded = useEndpoint(scriptEndpoints.get, { params: { uuid } });
  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;
  return <Script script={loaded.data} />;
}

/** /elearningpackage/script/{uuid}: the package read through in order, to check or print (document 003 §2). */
export default function ScriptPage({ uuid }: { uuid: string }) {
  return (
    <AuthorGate>
      <Loaded uuid={uuid} />
    </AuthorGate>
  );
}
