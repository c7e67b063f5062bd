import { allResolved, blankRow, nextIndex, skipToReview, stepAfterCheck } from './wizard-steps';

// Document 003 §2 "Movement" and §5 "a newly added row carries a placeholder e-mail".

const row = (index: number, extra = {}) => ({ index, firstname: 'A', lastname: 'B', email: `a${index}@x.example`, ...extra });
const found = (index: number) => ({ index, candidates: [] });

it('skipping to step 3 starts with an empty list and one blank row carrying a placeholder e-mail', () => {
  expect(skipToReview()).toEqual({ step: 3, rows: [{ index: 0, firstname: '', lastname: '', email: 'new.person.1@placeholder.invalid' }] });
  expect(blankRow(4).email).toBe('new.person.5@placeholder.invalid');
});

it('goes from 3 to 4 when duplicates are found, else to 5', () => {
  expect(stepAfterCheck([], [row(0)])).toBe(5);
  expect(stepAfterCheck([found(0)], [row(0)])).toBe(4);
  // A row already resolved does not stop at 4 again.
  expect(stepAfterCheck([found(0)], [row(0, { userIdToKeep: 9 })])).toBe(5);
});

it('step 4 forces registration only when every duplicate is kept or registered anyway', () => {
  const duplicates = [found(0), found(1)];
  expect(allResolved(duplicates, [row(0, { userIdToKeep: 3 }), row(1)])).toBe(false);
  expect(allResolved(duplicates, [row(0, { userIdToKeep: 3 }), row(1, { registerAnyway: true })])).toBe(true);
});

it('numbers new rows after the highest index', () => {
  expect(nextIndex([row(0), row(7)])).toBe(8);
  expect(nextIndex([])).toBe(0);
});
