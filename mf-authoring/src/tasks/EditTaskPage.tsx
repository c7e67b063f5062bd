import { splitTags, taskEndpoints, taskSaveSchema, type AuthoringLocale, type TaskDetail } from '@atrium/authoring-contract';
import {
  Button,
  callEndpoint,
  Checkbox,
  ErrorPanel,
  failureKey,
  hrefTo,
  Page,
  RichTextEditor,
  Select,
  Spinner,
  TextField,
  toast,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { AuthorGate } from '../author/AuthorGate';
import { localeOptions } from '../author/locale-options';
import { IssuesPanel } from '../issues/IssuesPanel';
import '../messages';

interface OptionRow {
  idx: number;
  text: string;
  correct: boolean;
  deleted: boolean;
}

function TaskForm({ detail, onSaved }: { detail?: TaskDetail; onSaved: (detail: TaskDetail) => void }) {
  const t = useT();
  const [locale, setLocale] = useState<AuthoringLocale>(detail?.locale ?? 'nb_NO');
  const [question, setQuestion] = useState(detail?.texts[detail.locale]?.title ?? '');
  const [explanation, setExplanation] = useState(detail?.texts[detail.locale]?.body ?? '');
  const [multipleCorrect, setMultipleCorrect] = useState(detail?.multipleCorrect ?? false);
  const [requireSound, setRequireSound] = useState(detail?.requireSound ?? false);
  const [requireImage, setRequireImage] = useState(detail?.requireImage ?? false);
  const [tags, setTags] = useState(detail?.tags.join(', ') ?? '');
  const [options, setOptions] = useState<OptionRow[]>(
    detail?.options.map((option) => ({
      idx: option.idx,
      text: option.texts[detail.locale]?.title ?? '',
      correct: option.correct,
      deleted: option.deleted,
    })) ?? [
      { idx: 0, text: '', correct: true, deleted: false },
      { idx: 1, text: '', correct: false, deleted: false },
    ],
  );
  const [error, setError] = useState<string>();
  // §5: several correct answers only for a task used nowhere, or that already has them.
  const used = (detail?.usage.examGroups ?? 0) + (detail?.usage.lessons ?? 0) > 0;
  const multipleLocked = used && !detail?.multipleCorrect;
  const change = (idx: number, patch: Partial<OptionRow>) =>
    setOptions((current) =>
      current.map((option) =>
        option.idx === idx ? { ...option, ...patch } : !multipleCorrect && patch.correct ? { ...option, correct: false } : option,
      ),
    );
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      uuid: detail?.uuid,
      locale,
      texts: { ...detail?.texts, [locale]: { title: question, body: explanation } },
      multipleCorrect,
      requireSound,
      requireImage,
      tags: splitTags(tags),
      options: options.map((option) => ({
        idx: option.idx,
        texts: { [locale]: { title: option.text, body: '' } },
        correct: option.correct,
        deleted: option.deleted,
      })),
    };
    const parsed = taskSaveSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    void callEndpoint(taskEndpoints.save, { body })
      .then((saved) => {
        setError(undefined);
        toast.success('kpg.task.saved');
        onSaved(saved);
      })
      .catch((failure: unknown) => setError(failureKey(failure)));
  };
  return (
    <form onSubmit={save}>
      <Select
        label={t('kpg.package.locale')}
        value={locale}
        options={localeOptions(t)}
        onChange={(e) => setLocale(e.target.value as AuthoringLocale)}
      />
      <TextField label={t('kpg.task.question')} value={question} onChange={(e) => setQuestion(e.target.value)} />
      <RichTextEditor label={t('kpg.task.explanation')} value={explanation} onChange={setExplanation} />
      <Checkbox
        label={t('kpg.task.multipleCorrect')}
        checked={multipleCorrect}
        disabled={multipleLocked}
        hint={multipleLocked ? t('kpg.task.multipleInUse') : undefined}
        onChange={(e) => setMultipleCorrect(e.target.checked)}
      />
      <Checkbox label={t('kpg.task.requireSound')} checked={requireSound} onChange={(e) => setRequireSound(e.target.checked)} />
      <Checkbox label={t('kpg.task.requireImage')} checked={requireImage} onChange={(e) => setRequireImage(e.target.checked)} />
      <fieldset>
        <legend>{t('kpg.task.options')}</legend>
        {options
          .filter((option) => !option.deleted)
          .map((option, position) => (
            <div key={option.idx} className="atr-toolbar">
              <TextField
                label={t('kpg.task.option', { number: position + 1 })}
                value={option.text}
                onChange={(e) => change(option.idx, { text: e.target.value })}
              />
              <Checkbox
                label={t('kpg.task.correct', { number: position + 1 })}
                checked={option.correct}
                onChange={(e) => change(option.idx, { correct: e.target.checked })}
              />
              <Button onClick={() => change(option.idx, { deleted: true, correct: false })}>
                {t('kpg.task.deleteOption', { number: position + 1 })}
              </Button>
            </div>
          ))}
        <Button
          onClick={() =>
            setOptions((current) => [
              ...current,
              { idx: Math.max(-1, ...current.map((option) => option.idx)) + 1, text: '', correct: false, deleted: false },
            ])
          }
          disabled={options.length >= 20}
        >
          {t('kpg.task.addOption')}
        </Button>
      </fieldset>
      <TextField label={t('kpg.tags.commaSeparated')} value={tags} onChange={(e) => setTags(e.target.value)} />
      {error && <p role="alert">{t(error)}</p>}
      <Button type="submit" variant="primary">
        {t('kpg.save')}
      </Button>
    </form>
  );
}

function Editor({ uuid }: { uuid: string }) {
  const t = useT();
  const loaded = useEndpoint(taskEndpoints.get, { params: { uuid } });
  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;
  return (
    <Page title={loaded.data.texts[loaded.data.locale]?.title || t('kpg.tasks.new')}>
      <TaskForm key={loaded.data.updatedAt} detail={loaded.data} onSaved={(saved) => loaded.set(saved)} />
      <IssuesPanel target={{ taskUuid: uuid }} />
    </Page>
  );
}

/** /elearningpackage/edittask/{uuid optional}: a task with its options, correct answers and tags (§3, §5). */
export default function EditTaskPage({ uuid }: { uuid?: string }) {
  const t = useT();
  return (
    <AuthorGate>
      {uuid ? (
        <Editor uuid={uuid} />
      ) : (
        <Page title={t('kpg.tasks.new')}>
          <TaskForm onSaved={(saved) => navigateToUrl(hrefTo('elearningpackage.edittask', { uuid: saved.uuid }))} />
        </Page>
      )}
    </AuthorGate>
  );
}
