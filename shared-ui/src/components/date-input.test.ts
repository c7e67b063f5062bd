import { formatDateDisplay, parseDateInput } from './date-input';

describe('parseDateInput', () => {
  it.each([
    ['03/02-2026', '2026-02-03'],
    ['3/2-2026', '2026-02-03'],
    ['2026-02-03', '2026-02-03'],
    ['2026-2-3', '2026-02-03'],
    ['03.02.2026', '2026-02-03'],
    ['  03.02.2026 ', '2026-02-03'],
    ['29/02-2024', '2024-02-29'],
    ['31/12-1999', '1999-12-31'],
  ])('reads %p as %p', (text, iso) => {
    expect(parseDateInput(text)).toBe(iso);
  });

  it.each([
    '31/02-2026',
    '29/02-2026',
    '29/02-1900',
    '31/04-2026',
    '00/01-2026',
    '01/13-2026',
    '01/00-2026',
    '2026-02-30',
    '0000-01-01',
    '03-02-2026',
    '03/02/2026',
    '03.02.26',
    '2026/02/03',
    'tomorrow',
    '',
  ])('rejects %p', (text) => {
    expect(parseDateInput(text)).toBeNull();
  });
});

describe('formatDateDisplay', () => {
  it('shows an ISO date as dd/MM-yyyy', () => {
    expect(formatDateDisplay('2026-02-03')).toBe('03/02-2026');
  });

  it('gives an empty string for nothing or a malformed date', () => {
    expect(formatDateDisplay(null)).toBe('');
    expect(formatDateDisplay(undefined)).toBe('');
    expect(formatDateDisplay('')).toBe('');
    expect(formatDateDisplay('2026-02-31')).toBe('');
    expect(formatDateDisplay('03/02-2026')).toBe('');
  });

  it('round-trips with parseDateInput', () => {
    expect(parseDateInput(formatDateDisplay('2024-02-29'))).toBe('2024-02-29');
  });
});
