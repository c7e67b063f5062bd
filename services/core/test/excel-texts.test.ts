import type { FastifyRequest } from 'fastify';
import { EXCEL_LOCALES, EXCEL_MESSAGES, excelDate, excelTexts, requestLocale } from '../src/excel';

const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as unknown as FastifyRequest;

describe('spreadsheet texts', () => {
  it('has every key in every locale, none empty', () => {
    const keys = Object.keys(EXCEL_MESSAGES.en_US).sort();
    for (const locale of EXCEL_LOCALES) {
      expect(Object.keys(EXCEL_MESSAGES[locale]).sort()).toEqual(keys);
      expect(Object.values(EXCEL_MESSAGES[locale]).filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it('names a license status once for every export, in the asked locale', () => {
    expect(excelTexts('nb_NO').text('license.status.notStarted')).toBe('Ikke startet');
    expect(excelTexts('sv_SE').text('license.status.notStarted')).toBe('Ej startad');
    expect(excelTexts('en_US').yesNo(true)).toBe('Yes');
  });

  it('gives headers by key and date columns the DD.MM.YYYY format', () => {
    const [column] = excelTexts('sv_SE').columns([{ headerKey: 'excel.column.started', key: 'started', width: 12, date: true }]);
    expect(column).toEqual({ header: 'Startad', key: 'started', width: 12, style: { numFmt: 'dd.mm.yyyy' } });
  });

  it('writes a day as that day at midnight UTC, whatever the server’s time zone', () => {
    expect(excelDate('2027-05-27')).toEqual(new Date(Date.UTC(2027, 4, 27)));
    expect(excelDate('2027-05-27T22:30:00.000Z')).toEqual(new Date(Date.UTC(2027, 4, 27)));
    expect(excelDate(null)).toBeNull();
    expect(excelDate('soon')).toBeNull();
  });
});

describe('requestLocale', () => {
  it('takes the page’s locale, then the chosen one, then Norwegian', () => {
    expect(requestLocale(withCookie('locale=en_US; page_locale=sv_SE'))).toBe('sv_SE');
    expect(requestLocale(withCookie('locale=en_US'))).toBe('en_US');
    expect(requestLocale(withCookie('page_locale=xx_XX'))).toBe('nb_NO');
    expect(requestLocale(withCookie())).toBe('nb_NO');
  });
});
