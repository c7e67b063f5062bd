/** Document 002 §9: averages are shown to two decimals; null without ratings. */
export function averageOf(ratings: readonly (number | null)[]): number | null {
  const given = ratings.filter((rating): rating is number => rating !== null);
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, rating) => sum + rating, 0) / given.length) * 100) / 100;
}

/** The place rating of one evaluation: the mean of its canteen and reception ratings (decision 0173). */
export function placeRatingOf(canteen: number | null, reception: number | null): number | null {
  return averageOf([canteen, reception]);
}
