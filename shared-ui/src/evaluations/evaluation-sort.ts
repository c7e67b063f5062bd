/** The evaluation screens' sort choices: newest first, oldest first, highest rating, lowest rating. */
export const EVALUATION_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type EvaluationSortKey = (typeof EVALUATION_SORTS)[number];

interface Rated {
  rating: number;
  starred: boolean;
}

/**
 * The list as shown: only starred ones when asked, in the chosen order. Equal keys keep the order
 * they came in, so equal ratings stay newest first when the server sends them that way.
 */
export function visibleEvaluations<T extends Rated>(
  evaluations: readonly T[],
  options: { starredOnly: boolean; sort: EvaluationSortKey; dateOf: (evaluation: T) => string },
): T[] {
  const time = (evaluation: T) => Date.parse(options.dateOf(evaluation));
  const compare: Record<EvaluationSortKey, (a: T, b: T) => number> = {
    newest: (a, b) => time(b) - time(a),
    oldest: (a, b) => time(a) - time(b),
    highest: (a, b) => b.rating - a.rating,
    lowest: (a, b) => a.rating - b.rating,
  };
  return evaluations.filter((evaluation) => !options.starredOnly || evaluation.starred).sort(compare[options.sort]);
}
