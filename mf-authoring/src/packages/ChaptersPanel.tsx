import {
  lessonEndpoints,
  packageEndpoints,
  titleIn,
  type AuthoringLocale,
  type Chapter,
  type PackageDetail,
} from '@atrium/authoring-contract';
import {
  Button,
  callEndpoint,
  failureKey,
  hrefTo,
  Link,
  RemoveButton,
  Select,
  SortableList,
  TextField,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useState } from 'react';

interface Props {
  detail: PackageDetail;
  locale: AuthoringLocale;
  onChange: (detail: PackageDetail) => void;
}

const failed = (error: unknown) => toast.error(failureKey(error));

/** Moves item `from` to `to` and answers the ids in the new order. */
const moved = <T extends { id: number }>(items: readonly T[], from: number, to: number) => {
  const ids = items.map((item) => item.id);
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id!);
  return ids;
};

function ChapterEditor({ detail, chapter, locale, onChange }: Props & { chapter: Chapter }) {
  const t = useT();
  const [title, setTitle] = useState(chapter.texts[locale]?.title ?? '');
  const [lessonUuid, setLessonUuid] = useState('');
  const lessons = useEndpoint(lessonEndpoints.search, { query: { search: '', page: 0 } });
  const published = detail.status === 'published';
  const name = titleIn(chapter.texts, locale) || t('kpg.chapter.untitled');
  const run = (promise: Promise<PackageDetail>) => promise.then(onChange).catch(failed);
  return (
    <section className="atr-panel" aria-label={name}>
      <h3>{name}</h3>
      <form
        className="atr-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            callEndpoint(packageEndpoints.saveChapter, {
              params: { uuid: detail.uuid },
              body: { id: chapter.id, texts: { ...chapter.texts, [locale]: { title, body: chapter.texts[locale]?.body ?? '' } } },
            }),
          );
        }}
      >
        <TextField
          label={t('kpg.chapter.title', { locale: t(`kpg.locale.${locale}`) })}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button type="submit">{t('kpg.chapter.save')}</Button>
        <RemoveButton
          label={t('kpg.chapter.delete', { name })}
          onClick={() => void run(callEndpoint(packageEndpoints.deleteChapter, { params: { uuid: detail.uuid, chapterId: chapter.id } }))}
        />
      </form>
      {published && <p>{t('kpg.order.publishedHint')}</p>}
      <SortableList
        items={chapter.lessons}
        getId={(lesson) => lesson.id}
        getLabel={(lesson) => titleIn(lesson.texts, locale) || lesson.uuid}
        ariaLabel={t('kpg.chapter.lessons', { name })}
        disabled={published}
        onMove={(from, to) =>
          void run(
            callEndpoint(packageEndpoints.rearrangeLessons, {
              params: { uuid: detail.uuid, chapterId: chapter.id },
              body: { ids: moved(chapter.lessons, from, to) },
            }),
          )
        }
        renderItem={(lesson) => (
          <span className="atr-row-actions">
            <Link href={hrefTo('elearningpackage.editlesson', { uuid: lesson.uuid })}>{titleIn(lesson.texts, locale) || lesson.uuid}</Link>{' '}
            ({t(`kpg.lessonType.${lesson.lessonType}`)}){lesson.disabled && ` – ${t('kpg.lesson.disabled')}`}{' '}
            <RemoveButton
              label={t('kpg.chapter.detach', { name: titleIn(lesson.texts, locale) })}
              onClick={() =>
                void run(
                  callEndpoint(packageEndpoints.detachLesson, {
                    params: { uuid: detail.uuid, chapterId: chapter.id, lessonUuid: lesson.uuid },
                  }),
                )
              }
            />
          </span>
        )}
      />
      <form
        className="atr-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          if (lessonUuid)
            void run(
              callEndpoint(packageEndpoints.attachLesson, { params: { uuid: detail.uuid, chapterId: chapter.id }, body: { lessonUuid } }),
            );
        }}
      >
        <Select
          label={t('kpg.chapter.addLesson')}
          placeholder={t('kpg.chapter.chooseLesson')}
          value={lessonUuid}
          options={(lessons.data?.rows ?? []).map((lesson) => ({
            value: lesson.uuid,
            label: `${lesson.title || lesson.uuid} (${t(`kpg.lessonType.${lesson.lessonType}`)})`,
          }))}
          onChange={(e) => setLessonUuid(e.target.value)}
        />
        <Button type="submit">{t('kpg.chapter.attach')}</Button>
      </form>
    </section>
  );
}

/** The chapters in order (drag and drop or the keyboard; fixed once published), each with its lessons. */
export function ChaptersPanel(props: Props) {
  const t = useT();
  const { detail, locale, onChange } = props;
  const [title, setTitle] = useState('');
  return (
    <section aria-labelledby="kpg-chapters">
      <h2 id="kpg-chapters">{t('kpg.chapters')}</h2>
      <SortableList
        items={detail.chapters}
        getId={(chapter) => chapter.id}
        getLabel={(chapter) => titleIn(chapter.texts, locale) || t('kpg.chapter.untitled')}
        ariaLabel={t('kpg.chapters')}
        disabled={detail.status === 'published'}
        onMove={(from, to) =>
          void callEndpoint(packageEndpoints.rearrangeChapters, {
            params: { uuid: detail.uuid },
            body: { ids: moved(detail.chapters, from, to) },
          })
            .then(onChange)
            .catch(failed)
        }
        renderItem={(chapter) => <ChapterEditor key={chapter.id} {...props} chapter={chapter} />}
      />
      <form
        className="atr-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          void callEndpoint(packageEndpoints.saveChapter, {
            params: { uuid: detail.uuid },
            body: { texts: { [locale]: { title, body: '' } } },
          })
            .then((next) => {
              setTitle('');
              onChange(next);
            })
            .catch(failed);
        }}
      >
        <TextField label={t('kpg.chapter.new')} value={title} onChange={(e) => setTitle(e.target.value)} />
        <Button type="submit">{t('kpg.chapter.add')}</Button>
      </form>
    </section>
  );
}
