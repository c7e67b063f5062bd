import { courseLookupEndpoints } from '@atrium/classroom-contract';
import type { EcourseLanguage, ProductCategory } from '@atrium/elearning-contract';
import {
  Button,
  Checkbox,
  DataGrid,
  ErrorPanel,
  Page,
  Pagination,
  Select,
  TextField,
  useEndpoint,
  useAuth,
  useDebouncedValue,
  useT,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { catalogueColumns } from './catalogue-columns';
import './messages';
import { useCatalogue, useCatalogueOptions } from './use-catalogue';

const PAGE_SIZE = 50;
const TEXT_FILTER_DELAY_MS = 300;
const ECOURSES_EXCEL_PATH = '/api/elearning/web/data/ecourses/excel';

/** /ecourses (document 001 §2 "Catalogue"): filtered and paged on the server, sorted by internal name. */
export default function EcourseCataloguePage() {
  const t = useT();
  // Course providers are the classroom area's list; until it answers the filter shows their ids.
  const providers = useEndpoint(courseLookupEndpoints.providers, {});
  const providerNames = useMemo(() => new Map((providers.data ?? []).map((provider) => [provider.id, provider.name])), [providers.data]);
  const locale = useAuth((state) => state.locale);
  const [text, setText] = useState('');
  const [productCategory, setProductCategory] = useState<ProductCategory | ''>('');
  const [language, setLanguage] = useState<EcourseLanguage | ''>('');
  const [courseProviderId, setCourseProviderId] = useState('');
  const [canPurchaseOnly, setCanPurchaseOnly] = useState(true);
  const [canStartOnly, setCanStartOnly] = useState(true);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), TEXT_FILTER_DELAY_MS);
  const options = useCatalogueOptions();

  const { data, loading, error, reload } = useCatalogue({
    q: q || undefined,
    productCategory: productCategory || undefined,
    language: language || undefined,
    courseProviderId: courseProviderId ? Number(courseProviderId) : undefined,
    canPurchaseOnly,
    canStartOnly,
    page,
    pageSize: PAGE_SIZE,
  });
  const columns = useMemo(() => catalogueColumns(t, locale), [t, locale]);
  const totalPages = data ? Math.ceil(data.total / data.pageSize) : 0;
  const listedIds = (data?.items ?? []).map((item) => item.elearning.id).join(',');
  // Every filter change starts again at the first page.
  const filterChange =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Page
      title={t('ecourses.title')}
      actions={
        // A plain form post: the browser streams the spreadsheet to disk as the service writes it.
        <form method="post" action={ECOURSES_EXCEL_PATH}>
          <input type="hidden" name="ids" value={listedIds} />
          <Button type="submit" variant="secondary" disabled={listedIds === ''}>
            {t('common.download.excel')}
          </Button>
        </form>
      }
    >
      <div className="atr-toolbar" role="search">
        <TextField label={t('ecourses.filter.text')} value={text} onChange={(e) => filterChange(setText)(e.target.value)} />
        <Select
          label={t('ecourses.filter.productCategory')}
          placeholder={t('ecourses.filter.any')}
          options={(options?.productCategories ?? []).map((value) => ({ value, label: t(`ecourses.productCategory.${value}`) }))}
          value={productCategory}
          onChange={(e) => filterChange(setProductCategory)(e.target.value as ProductCategory | '')}
        />
        <Select
          label={t('ecourses.filter.language')}
          placeholder={t('ecourses.filter.any')}
          options={(options?.languages ?? []).map((value) => ({ value, label: t(`ecourses.language.${value}`) }))}
          value={language}
          onChange={(e) => filterChange(setLanguage)(e.target.value as EcourseLanguage | '')}
        />
        <Select
          label={t('ecourses.filter.courseProvider')}
          placeholder={t('ecourses.filter.any')}
          options={(options?.courseProviderIds ?? []).map((id) => ({
            value: String(id),
            label: providerNames.get(id) ?? t('ecourses.provider', { id }),
          }))}
          value={courseProviderId}
          onChange={(e) => filterChange(setCourseProviderId)(e.target.value)}
        />
        <Checkbox
          label={t('ecourses.filter.canPurchaseOnly')}
          checked={canPurchaseOnly}
          onChange={(e) => filterChange(setCanPurchaseOnly)(e.target.checked)}
        />
        <Checkbox
          label={t('ecourses.filter.canStartOnly')}
          checked={canStartOnly}
          onChange={(e) => filterChange(setCanStartOnly)(e.target.checked)}
        />
      </div>
      {error ? (
        <ErrorPanel error={error} onRetry={reload} />
      ) : (
        <>
          <p aria-live="polite" data-testid="ecourses-total">
            {data ? t('ecourses.total', { total: data.total }) : ''}
          </p>
          <DataGrid
            ariaLabel={t('ecourses.grid')}
            rows={data?.items ?? []}
            columns={columns}
            loading={loading}
            getRowId={(row) => String(row.elearning.id)}
          />
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
