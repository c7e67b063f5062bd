import type { CartItem, CourseExtraOffer } from '@atrium/reports-contract';

/** What one learner of a line costs: the course and each extra chosen for it (one per learner, decision 0147). */
export function unitWithExtras(item: CartItem, extraIds: number[], offers: CourseExtraOffer[]): number {
  return offers
    .filter((offer) => extraIds.includes(offer.extraId))
    .reduce((sum, offer) => sum + offer.unitNetPrice, item.unitNetPrice ?? 0);
}
