import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('divides minor units by 100', () => {
    expect(formatMoney(123450, 'EUR', 'en_US')).toBe('€1,234.50');
  });
  it('formats with the locale of the learning site', () => {
    expect(formatMoney(100000, 'NOK', 'nb_NO').replace(/\s/g, ' ')).toMatch(/1 000,00/);
  });
});
