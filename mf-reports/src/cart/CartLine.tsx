import type { CartItem, CourseExtraOffer } from '@atrium/reports-contract';
import { useState } from 'react';
import { unitWithExtras } from './unit-with-extras';
import { Button, Checkbox, formatMoney, RemoveButton, UserPicker, useAuth, useT, type UserSelectItem } from '@atrium/shared-ui';

interface CartLineProps {
  item: CartItem;
  currency: string;
  learners: UserSelectItem[];
  onLearnersChange: (learners: UserSelectItem[]) => void;
  onRemove: () => void;
  /** The extras on offer in the cart's currency, and those chosen for this line. */
  offers: CourseExtraOffer[];
  extraIds: number[];
  onExtrasChange: (extraIds: number[]) => void;
  /** Offered when the instance has fewer free seats than learners; absent for who may not buy. */
  onJoinWaitingList?: () => void;
}

/** One cart line: the course, its price, the people it is bought for (one each), and removing it. */
export function CartLine({
  item,
  currency,
  learners,
  onLearnersChange,
  onRemove,
  offers,
  extraIds,
  onExtrasChange,
  onJoinWaitingList,
}: CartLineProps) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  // A new picker after each choice, so the field is empty for the next person.
  const [pickerKey, setPickerKey] = useState(0);
  const title = item.title ?? t('cart.unknownCourse', { id: item.courseId });
  const price = (minor: number | null) => (minor === null ? t('cart.noPrice') : formatMoney(minor, currency, locale));
  // A full instance offers its waiting list (issue 14): too few seats for the learners chosen, or none at all.
  const full = item.freeSeats !== null && (item.freeSeats === 0 || item.freeSeats < learners.length);
  return (
    <li className="atr-card">
      <h2>{title}</h2>
      <p>
        {t(`cart.type.${item.courseType}`)} · {t('cart.unitPrice')}: {price(item.unitNetPrice)}
        {item.freeSeats !== null && <> · {t('cart.freeSeats', { count: item.freeSeats })}</>}
      </p>
      <UserPicker
        key={pickerKey}
        label={t('cart.addLearner', { title })}
        value={null}
        onChange={(user) => {
          if (!user) return;
          if (!learners.some((l) => l.id === user.id)) onLearnersChange([...learners, user]);
          setPickerKey((n) => n + 1);
        }}
      />
      <ul aria-label={t('cart.learnersOf', { title })}>
        {learners.map((learner) => (
          <li key={learner.id}>
            {learner.firstname} {learner.lastname}{' '}
            <RemoveButton
              label={t('cart.removeLearner', { name: `${learner.firstname} ${learner.lastname}` })}
              onClick={() => onLearnersChange(learners.filter((l) => l.id !== learner.id))}
            />
          </li>
        ))}
      </ul>
      {offers.length > 0 && (
        <fieldset>
          <legend>{t('cart.extrasOf', { title })}</legend>
          {offers.map((offer) => (
            <Checkbox
              key={offer.extraId}
              label={t('cart.extra', { name: offer.name, price: formatMoney(offer.unitNetPrice, currency, locale) })}
              checked={extraIds.includes(offer.extraId)}
              onChange={(event) =>
                onExtrasChange(event.target.checked ? [...extraIds, offer.extraId] : extraIds.filter((id) => id !== offer.extraId))
              }
            />
          ))}
        </fieldset>
      )}
      <p>
        {t('cart.lineTotal')}: {price(item.unitNetPrice === null ? null : unitWithExtras(item, extraIds, offers) * learners.length)}
      </p>
      {full && (
        <div role="status">
          <p>{t('cart.full')}</p>
          {onJoinWaitingList && (
            <Button disabled={learners.length === 0} onClick={onJoinWaitingList}>
              {t('cart.joinWaitingList', { title })}
            </Button>
          )}
        </div>
      )}
      <Button onClick={onRemove}>{t('cart.remove', { title })}</Button>
    </li>
  );
}
