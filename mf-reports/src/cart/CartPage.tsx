import { COURSE_ADMINS, CUSTOMER_ADMINS } from '@atrium/core-contract';
import { cartEndpoints, courseExtraEndpoints, type CartItem } from '@atrium/reports-contract';
import {
  ApiError,
  Button,
  CustomerPicker,
  ErrorPanel,
  failureKey,
  formatMoney,
  Page,
  Spinner,
  TextField,
  toast,
  useAuth,
  useEndpoint,
  useT,
  type CustomerItem,
  type UserSelectItem,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { joinWaitingList, placeOrder, removeCartItem } from './cart-api';
import { CartLine } from './CartLine';
import { unitWithExtras } from './unit-with-extras';
import './messages';

const keyOf = (item: CartItem) => `${item.courseType}:${item.courseId}`;

/** The buyer's own company for a company admin; course staff choose the customer they buy for. */
function useOwnCustomer(): CustomerItem | null {
  // The store answers the context object itself, so the selector keeps its identity between renders.
  const context = useAuth((state) => state.me?.contexts.find((c) => c.customerId === state.me?.activeCustomerId));
  return useMemo(() => (context ? { id: context.customerId, name: context.customerName } : null), [context]);
}

/** /app/webshop/cart (document 003 §7): the cart's lines, and checkout by invoice for the people chosen per line. */
export default function CartPage() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const isStaff = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const mayBuy = useAuth((state) => state.hasAnyRole(CUSTOMER_ADMINS));
  const ownCustomer = useOwnCustomer();
  const cart = useEndpoint(cartEndpoints.cart, {});
  const offers = useEndpoint(courseExtraEndpoints.catalogue, cart.data ? { query: { currency: cart.data.currency } } : null);
  const [learners, setLearners] = useState<Record<string, UserSelectItem[]>>({});
  const [extras, setExtras] = useState<Record<string, number[]>>({});
  const [chosenCustomer, setChosenCustomer] = useState<CustomerItem | null>(null);
  const [yourReference, setYourReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One key per visit of the checkout: a repeated click places the order once (decision 0141).
  const [checkoutKey] = useState(() => crypto.randomUUID());
  const [placing, setPlacing] = useState(false);
  const customer = isStaff ? chosenCustomer : ownCustomer;

  const remove = async (item: CartItem) => {
    await removeCartItem(item.courseType, item.courseId);
    cart.reload();
  };

  const waitInstead = async (item: CartItem) => {
    if (!customer) {
      setErrors({ customer: 'validation.required' });
      return;
    }
    try {
      const userIds = (learners[keyOf(item)] ?? []).map((learner) => learner.id);
      const { added } = await joinWaitingList({ instanceId: item.courseId, customerId: customer.id, userIds });
      toast.success('cart.joinedWaitingList', { count: added.length });
      cart.reload();
    } catch (error) {
      toast.error(failureKey(error));
    }
  };

  const submit = async (items: CartItem[]) => {
    const missing: Record<string, string> = {};
    if (!customer) missing.customer = 'validation.required';
    if (!yourReference.trim()) missing.yourReference = 'validation.required';
    if (items.some((item) => !learners[keyOf(item)]?.length)) missing.learners = 'cart.error.learners';
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !customer) return;
    setPlacing(true);
    try {
      const order = await placeOrder({
        checkoutKey,
        customerId: customer.id,
        yourReference,
        lines: items.map((item) => ({
          courseType: item.courseType,
          courseId: item.courseId,
          userIds: (learners[keyOf(item)] ?? []).map((learner) => learner.id),
          extraIds: extras[keyOf(item)] ?? [],
        })),
      });
      navigateToUrl(`/confirmation/${order.orderId}`);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : 'cart.error.failed');
    } finally {
      setPlacing(false);
    }
  };

  const body = () => {
    if (cart.error) return <ErrorPanel error={cart.error} onRetry={cart.reload} />;
    if (!cart.data) return <Spinner />;
    const { items, currency } = cart.data;
    if (items.length === 0) return <p role="status">{t('cart.empty')}</p>;
    const total = items.reduce(
      (sum, item) => sum + unitWithExtras(item, extras[keyOf(item)] ?? [], offers.data ?? []) * (learners[keyOf(item)]?.length ?? 0),
      0,
    );
    return (
      <>
        <ul className="atr-list-plain">
          {items.map((item) => (
            <CartLine
              key={keyOf(item)}
              item={item}
              currency={currency}
              learners={learners[keyOf(item)] ?? []}
              onLearnersChange={(chosen) => setLearners({ ...learners, [keyOf(item)]: chosen })}
              offers={offers.data ?? []}
              extraIds={extras[keyOf(item)] ?? []}
              onExtrasChange={(chosen) => setExtras({ ...extras, [keyOf(item)]: chosen })}
              onRemove={() => void remove(item)}
              {...(mayBuy && item.courseType === 'CLASSROOM' && { onJoinWaitingList: () => void waitInstead(item) })}
            />
          ))}
        </ul>
        <p>
          <strong>
            {t('cart.total')}: {formatMoney(total, currency, locale)}
          </strong>
        </p>
        {mayBuy ? (
          <form
            aria-label={t('cart.checkout')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit(items);
            }}
          >
            {isStaff ? (
              <CustomerPicker
                label={t('cart.customer')}
                value={chosenCustomer}
                onChange={setChosenCustomer}
                required
                error={errors.customer}
              />
            ) : (
              <p>
                {t('cart.customer')}: {ownCustomer?.name}
              </p>
            )}
            <TextField
              label={t('cart.yourReference')}
              value={yourReference}
              maxLength={100}
              required
              error={errors.yourReference}
              onChange={(event) => setYourReference(event.target.value)}
            />
            {errors.learners && <p role="alert">{t(errors.learners)}</p>}
            <p>{t('cart.byInvoice')}</p>
            <Button type="submit" variant="primary" disabled={placing}>
              {t('cart.placeOrder')}
            </Button>
          </form>
        ) : (
          <p role="status">{t('cart.noBuyer')}</p>
        )}
      </>
    );
  };

  return <Page title={t('cart.title')}>{body()}</Page>;
}
