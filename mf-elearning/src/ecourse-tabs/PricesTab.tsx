import { ecoursePriceEndpoints, hasPriceValidNow, isEcoursePriceDeletable, type EcoursePrice } from '@atrium/elearning-contract';
import {
  callEndpoint,
  ErrorPanel,
  formatMoney,
  RemoveButton,
  Spinner,
  TableHeadWithActions,
  toast,
  useEndpoint,
  useAuth,
  useHasRole,
  useT,
  formatDate,
} from '@atrium/shared-ui';
import type { EcourseTabProps } from '../ecourse-edit/ecourse-tab-props';
import { localIsoDay } from '../format-day';
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
  const prices = useEndpoint(ecoursePriceEndpoints.list, { params: { id: course.id } });

  if (prices.error) return <ErrorPanel error={prices.error} onRetry={prices.reload} />;
  if (!prices.data) return <Spinner />;
  const list = prices.data;
  const today = localIsoDay(new Date());

  const remove = async (price: EcoursePrice) => {
    try {
      await callEndpoint(ecoursePriceEndpoints.remove, { params: { id: course.id, priceId: price.id } });
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
      <NewPriceForm ecourseId={course.id} onCreated={(price) => prices.set([...list, price])} />
      {isPlatformAdmin && <PriceDiscountsPanel ecourseId={course.id} />}
    </section>
  );
}
