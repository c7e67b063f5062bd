import { ecoursePriceListSchema, hasPriceValidNow, isEcoursePriceDeletable, type EcoursePrice } from '@atrium/elearning-contract';
import {
  apiFetch,
  ErrorPanel,
  formatMoney,
  RemoveButton,
  Spinner,
  TableHeadWithActions,
  toast,
  useApiData,
  useAuth,
  useHasRole,
  useT,
  formatDate,
} from '@atrium/shared-ui';
import type { EcourseTabProps } from '../ecourse-edit/ecourse-tab-props';
import { localIsoDay } from '../format-day';
import { ecoursePath } from './ecourse-path';
import { NewPriceForm } from './NewPriceForm';
import { PriceDiscountsPanel } from './PriceDiscountsPanel';
import { useSaveFailure } from './use-save-failure';
import './messages';

/** The prices tab: the price list, a warning while none is valid today, and (platform admins) customer discounts. */
export function PricesTab({ course }: EcourseTabProps) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const isPlatformAdmin = useHasRole('atrium');
  const saveFailed = useSaveFailure();
  const path = `${ecoursePath(course.id)}/prices`;
  const prices = useApiData(path, ecoursePriceListSchema);

  if (prices.error) return <ErrorPanel error={prices.error} onRetry={prices.reload} />;
  if (!prices.data) return <Spinner />;
  const list = prices.data;
  const today = localIsoDay(new Date());

  const remove = async (price: EcoursePrice) => {
    try {
      await apiFetch(`${path}/${price.id}`, { method: 'DELETE' });
      prices.set(list.filter((other) => other.id !== price.id));
      toast.success('ecourse.prices.deleted');
    } catch (error) {
      saveFailed(error);
    }
  };

  return (
    <section>
      {!hasPriceValidNow(list, today) && (
        <p role="status" className="atr-form-error" data-testid="no-valid-price">
          {t('ecourse.prices.noneValidNow')}
        </p>
      )}
      <table>
        <caption>{t('ecourse.prices.title')}</caption>
        <TableHeadWithActions headings={[t('ecourse.prices.amount'), t('ecourse.prices.from'), t('ecourse.prices.to')]} />
        <tbody>
          {list.map((price) => {
            const amount = formatMoney(price.value, price.currency, locale);
            return (
              <tr key={price.id}>
                <td>{amount}</td>
                <td>{formatDate(price.fromDate)}</td>
                <td>{formatDate(price.toDate)}</td>
                <td>
                  {isEcoursePriceDeletable(price, today) && (
                    <RemoveButton label={t('ecourse.prices.delete', { price: amount })} onClick={() => void remove(price)} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <NewPriceForm pricesPath={path} onCreated={(price) => prices.set([...list, price])} />
      {isPlatformAdmin && <PriceDiscountsPanel ecourseId={course.id} />}
    </section>
  );
}
