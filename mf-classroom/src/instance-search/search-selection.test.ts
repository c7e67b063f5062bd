import { defaultSelection, loadSelection, saveSelection, toQuery } from './search-selection';

it('defaults to today until three months ahead', () => {
  expect(defaultSelection('2026-02-10')).toMatchObject({ fromDate: '2026-02-10', toDate: '2026-05-10' });
});

it('keeps the last selection in session storage', () => {
  const selection = { ...defaultSelection('2026-02-10'), freeText: 'kaia', purchasableOnly: true };
  saveSelection(selection);
  expect(loadSelection()).toEqual(selection);
  sessionStorage.clear();
  expect(loadSelection().freeText).toBe('');
});

it('sends an end before the start as the start plus one week, and a course id or name', () => {
  const query = toQuery({ ...defaultSelection('2026-02-10'), toDate: '2026-01-01', course: '42', purchasableOnly: true });
  expect(query).toEqual({ fromDate: '2026-02-10', toDate: '2026-02-17', show: 'purchasable', classroomCourseId: '42' });
  expect(toQuery({ ...defaultSelection('2026-02-10'), course: 'Brann', freeText: 'kaia' }).freeText).toBe('Brann kaia');
});
