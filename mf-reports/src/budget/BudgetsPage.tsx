import { PLATFORM_ADMINS } from '@atrium/core-contract';
import {
  BUDGET_SITES,
  budgetEndpoints,
  budgetExcelUrl,
  budgetImportUrl,
  XLSX_CONTENT_TYPE,
  type BudgetImport,
  type BudgetSite,
  type BudgetYear,
} from '@atrium/reports-contract';
import {
  Button,
  callEndpoint,
  DeadEndPage,
  ErrorPanel,
  failureKey,
  FileUploadInput,
  formatMoney,
  hrefTo,
  Page,
  Select,
  sendWithProgress,
  Spinner,
  TextField,
  toast,
  toMinorUnits,
  useAuth,
  useLoad,
  useT,
  type UploadProgress,
} from '@atrium/shared-ui';
import { useState } from 'react';
import { defaultBudgetSite } from './budget-site';
import { importRefusal } from './import-refusal';
import '../classroom-search/messages';
import './messages';

/**
 * /budgets (decision 0211): platform admins set a site's budget month by month, download the site's budgets as Excel
 * and import a sheet of them. Amounts are typed in currency units and kept in minor units.
 */
export default function BudgetsPage() {
  const t = useT();
  const mayEdit = useAuth((state) => state.hasAnyRole(PLATFORM_ADMINS));
  const learningSite = useAuth((state) => state.learningSite ?? undefined);
  const [site, setSite] = useState<BudgetSite>(defaultBudgetSite(learningSite));
  const [year, setYear] = useState(new Date().getFullYear());
  const loaded = useLoad(mayEdit ? `budgets/${site}/${year}` : null, (signal) =>
    callEndpoint(budgetEndpoints.year, { params: { site, year } }, { signal }),
  );
  if (!mayEdit) return <DeadEndPage kind="noaccess" />;
  const thisYear = new Date().getFullYear();
  return (
    <Page title={t('budget.title')}>
      <p>
        <a href={hrefTo('budget-report')}>{t('budget.report.link')}</a>
      </p>
      <div className="atr-form-row">
        <Select
          label={t('budget.site')}
          value={site}
          onChange={(event) => setSite(event.target.value as BudgetSite)}
          options={BUDGET_SITES.map((value) => ({ value, label: t(`budget.site.${value}`) }))}
        />
        <Select
          label={t('budget.year')}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
          options={Array.from({ length: thisYear - 2020 + 3 }, (_, n) => String(2020 + n)).map((value) => ({ value, label: value }))}
        />
      </div>
      {loaded.error ? (
        <ErrorPanel error={loaded.error} onRetry={loaded.reload} />
      ) : loaded.data === undefined ? (
        <Spinner />
      ) : (
        // Keyed by what the server holds, so a save or an import shows the amounts as stored.
        <BudgetForm
          key={`${site}-${year}-${loaded.data.months.map((month) => month.amount).join(',')}`}
          budget={loaded.data}
          onSaved={loaded.reload}
        />
      )}
      <BudgetExcel site={site} onImported={loaded.reload} />
    </Page>
  );
}

const unitsOf = (minor: number) => (minor / 100).toFixed(2);

function BudgetForm({ budget, onSaved }: { budget: BudgetYear; onSaved: () => void }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const money = (minor: number) => formatMoney(minor, budget.currency, locale);
  const [typed, setTyped] = useState(() => budget.months.map((month) => unitsOf(month.amount)));
  const [saving, setSaving] = useState(false);
  const amounts = typed.map((value) => toMinorUnits(value));
  const save = async () => {
    if (amounts.some((amount) => amount === null)) return;
    setSaving(true);
    try {
      await callEndpoint(budgetEndpoints.save, {
        params: { site: budget.site, year: budget.year },
        body: { months: amounts.map((amount, index) => ({ month: index + 1, amount: amount! })) },
      });
      toast.success('budget.saved');
      onSaved();
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      aria-label={t('budget.months')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="atr-form-grid">
        {budget.months.map((month, index) => (
          <TextField
            key={month.month}
            label={t('budget.monthAmount', { month: t(`classroomSearch.month.${month.month}`), currency: budget.currency })}
            value={typed[index]}
            inputMode="decimal"
            error={amounts[index] === null ? 'budget.invalid.amount' : undefined}
            hint={t('budget.split', { open: money(month.open), internal: money(month.internal) })}
            onChange={(event) => setTyped(typed.map((value, i) => (i === index ? event.target.value : value)))}
          />
        ))}
      </div>
      <p data-testid="budget-total">
        {t('budget.total')}: {money(budget.total)}
      </p>
      <Button type="submit" variant="primary" disabled={saving || amounts.some((amount) => amount === null)}>
        {t('budget.save')}
      </Button>
    </form>
  );
}

function BudgetExcel({ site, onImported }: { site: BudgetSite; onImported: () => void }) {
  const t = useT();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = async (file: File) => {
    setProgress({ loaded: 0, total: file.size });
    setRefusal(null);
    try {
      const answer = await sendWithProgress<BudgetImport>('POST', budgetImportUrl(), file, file.size, setProgress, XLSX_CONTENT_TYPE);
      toast.success('budget.imported', { count: answer?.imported ?? 0 });
      onImported();
    } catch (error) {
      setRefusal(importRefusal(error, t));
    } finally {
      setProgress(null);
    }
  };
  return (
    <section aria-label={t('budget.excel')}>
      <p>
        <a href={budgetExcelUrl(site)} download>
          {t('budget.downloadExcel')}
        </a>
      </p>
      <FileUploadInput
        label={t('budget.importExcel')}
        accept={`.xlsx,${XLSX_CONTENT_TYPE}`}
        progress={progress}
        onFile={(file) => void upload(file)}
      />
      {refusal && <p role="alert">{refusal}</p>}
    </section>
  );
}
