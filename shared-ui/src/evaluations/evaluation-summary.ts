/** Ratings run from 1 to 5 stars (documents 000 and 001 §9). */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;

/** Mean rating rounded to 2 decimals; null without ratings. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 100) / 100;
}

/** How many ratings gave 1, 2, 3, 4 and 5 stars, index 0 being one star. */
export function ratingCounts(ratings: readonly number[]): number[] {
  return RATING_STARS.map((stars) => ratings.filter((rating) => rating === stars).length);
}

/** An average as shown to users: always 2 decimals in the user's locale, a dash without one. */
export function formatAverage(average: number | null, locale: string): string {
  if (average === null) return '–';
  return new Intl.NumberFormat(locale.replace('_', '-'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(average);
}
