import {
  DEFAULT_EXAM_PERCENT,
  PACKAGE_STATUSES,
  packageEndpoints,
  packageProblems,
  SOFTWARE_VERSIONS,
  type AuthoringLocale,
  type PackageDetail,
  type PackageStatus,
  type SoftwareVersion,
} from '@atrium/authoring-contract';
import {
  ApiError,
  Button,
  callEndpoint,
  Checkbox,
  ErrorPanel,
  failureKey,
  hrefTo,
  Link,
  Page,
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
import { ChaptersPanel } from './ChaptersPanel';
import { ExamGroupsPanel } from './ExamGroupsPanel';
import { FileScanPanel } from '../scorm-import/FileScanPanel';
import { ScormExportPanel } from './ScormExportPanel';
import '../messages';

interface Form {
  internalName: string;
  title: string;
  status: PackageStatus;
  locale: AuthoringLocale;
  exam: boolean;
  intro: boolean;
  examPercent: string;
  softwareVersion: SoftwareVersion;
}

const formOf = (detail: PackageDetail | undefined): Form => ({
  internalName: detail?.internalName ?? '',
  title: detail ? (detail.texts[detail.locale]?.title ?? '') : '',
  status: detail?.status ?? 'development',
  locale: detail?.locale ?? 'nb_NO',
  exam: detail?.exam ?? false,
  intro: detail?.intro ?? false,
  examPercent: String(detail?.examPercentRequired ?? DEFAULT_EXAM_PERCENT),
  softwareVersion: detail?.softwareVersion ?? 'EC3',
});

/** The package's own fields; a new package is created here and the editor moves to its address. */
function PackageFields({ detail, onSaved }: { detail?: PackageDetail; onSaved: (detail: PackageDetail) => void }) {
  const t = useT();
  const [form, setForm] = useState<Form>(() => formOf(detail));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const texts = { ...detail?.texts, [form.locale]: { title: form.title, body: detail?.texts[form.locale]?.body ?? '' } };
    callEndpoint(packageEndpoints.save, {
      body: {
        uuid: detail?.uuid,
        internalName: form.internalName,
        status: form.status,
        locale: form.locale,
        texts,
        exam: form.exam,
        intro: form.intro,
        examPercentRequired: form.examPercent.trim() === '' ? null : Number(form.examPercent),
        softwareVersion: form.softwareVersion,
        frameworkUrl: detail?.softwareVersion === form.softwareVersion ? detail.frameworkUrl : null,
      },
    })
      .then((saved) => {
        setErrors({});
        toast.success('kpg.package.saved');
        onSaved(saved);
      })
      .catch((error: unknown) =>
        setErrors(
          error instanceof ApiError && error.fields
            ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace('body.', ''), v]))
            : { form: failureKey(error) },
        ),
      )
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={save}>
      <TextField
        label={t('kpg.package.internalName')}
        value={form.internalName}
        error={errors.internalName}
        required
        onChange={(e) => set('internalName', e.target.value)}
      />
      <TextField label={t('kpg.package.title')} value={form.title} onChange={(e) => set('title', e.target.value)} />
      <Select
        label={t('kpg.package.status')}
        value={form.status}
        options={PACKAGE_STATUSES.map((value) => ({ value, label: t(`kpg.status.${value}`) }))}
        onChange={(e) => set('status', e.target.value as PackageStatus)}
      />
      <Select
        label={t('kpg.package.locale')}
        value={form.locale}
        options={localeOptions(t)}
        onChange={(e) => set('locale', e.target.value as AuthoringLocale)}
      />
      <Select
        label={t('kpg.package.softwareVersion')}
        value={form.softwareVersion}
        options={SOFTWARE_VERSIONS.map((value) => ({ value, label: value }))}
        onChange={(e) => set('softwareVersion', e.target.value as SoftwareVersion)}
      />
      <Checkbox label={t('kpg.package.intro')} checked={form.intro} onChange={(e) => set('intro', e.target.checked)} />
      <Checkbox
        label={t('kpg.package.exam')}
        checked={form.exam}
        // §5: turning the exam on with an empty percent gives 70.
        onChange={(e) =>
          setForm((current) => ({
            ...current,
            exam: e.target.checked,
            examPercent: e.target.checked && current.examPercent.trim() === '' ? String(DEFAULT_EXAM_PERCENT) : current.examPercent,
          }))
        }
      />
      {form.exam && (
        <TextField
          label={t('kpg.package.examPercent')}
          type="number"
          min={0}
          max={100}
          value={form.examPercent}
          error={errors.examPercentRequired}
          // §5: emptied while editing, the percent becomes 0.
          onChange={(e) => set('examPercent', e.target.value === '' ? '0' : e.target.value)}
        />
      )}
      {errors.form && <p role="alert">{t(errors.form)}</p>}
      <Button type="submit" variant="primary" busy={busy}>
        {t('kpg.save')}
      </Button>
    </form>
  );
}

function Problems({ detail, locale }: { detail: PackageDetail; locale: AuthoringLocale }) {
  const t = useT();
  const problems = packageProblems(detail, locale);
  if (problems.length === 0) return <p>{t('kpg.check.none')}</p>;
  return (
    <ul aria-label={t('kpg.check.title')}>
      {problems.map((problem, index) => (
        <li key={index} className={problem.level === 'error' ? 'atr-error' : 'atr-warning'}>
          {t(`kpg.check.${problem.level}`)}: {t(problem.key, problem.params)}
        </li>
      ))}
    </ul>
  );
}

function Editor({ uuid }: { uuid: string }) {
  const t = useT();
  const loaded = useEndpoint(packageEndpoints.get, { params: { uuid } });
  const [selectedLocale, setSelectedLocale] = useState<AuthoringLocale | null>(null);
  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;
  const detail = loaded.data;
  const locale = selectedLocale ?? detail.locale;
  return (
    <Page title={detail.internalName}>
      <p>
        <Link href={hrefTo('elearningpackage.script', { uuid })}>{t('kpg.script.open')}</Link>
      </p>
      <PackageFields key={detail.updatedAt} detail={detail} onSaved={(saved) => loaded.set(saved)} />
      <Select
        label={t('kpg.package.selectedLocale')}
        value={locale}
        options={localeOptions(t)}
        onChange={(e) => setSelectedLocale(e.target.value as AuthoringLocale)}
      />
      <h2>{t('kpg.check.title')}</h2>
      <Problems detail={detail} locale={locale} />
      <ChaptersPanel detail={detail} locale={locale} onChange={(next) => loaded.set(next)} />
      <ExamGroupsPanel detail={detail} onChange={(next) => loaded.set(next)} />
      {/* Remounted after every change, so the size is calculated again. */}
      <ScormExportPanel key={detail.updatedAt} detail={detail} />
      <FileScanPanel uuid={detail.uuid} />
    </Page>
  );
}

/** /elearningpackage/editpackage/{uuid optional}/…: a new package, or the package with its chapters and exam. */
export default function EditPackagePage({ uuid }: { uuid?: string }) {
  const t = useT();
  return (
    <AuthorGate>
      {uuid ? (
        <Editor uuid={uuid} />
      ) : (
        <Page title={t('kpg.packages.new')}>
          <PackageFields onSaved={(saved) => navigateToUrl(hrefTo('elearningpackage.editpackage', { uuid: saved.uuid }))} />
        </Page>
      )}
    </AuthorGate>
  );
}
