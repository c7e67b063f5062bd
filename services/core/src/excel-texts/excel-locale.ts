import type { FastifyRequest } from 'fastify';
import { readCookie } from '../cookies';

/** The locales Atrium's texts exist in (document 001 §9); the same list as users-contract's LOCALES. */
export const EXCEL_LOCALES = ['nb_NO', 'sv_SE', 'en_US'] as const;
export type ExcelLocale = (typeof EXCEL_LOCALES)[number];

const isLocale = (value: string | undefined): value is ExcelLocale => EXCEL_LOCALES.includes(value as ExcelLocale);

/**
 * The language a downloaded file is written in: the one the page that asked for it shows. shared-ui keeps
 * the `page_locale` cookie equal to the page's locale (a plain form post or link cannot send a header); the
 * `locale` cookie of the locale switch and then Norwegian, the product's first language, are the fallbacks.
 */
export function requestLocale(request: FastifyRequest): ExcelLocale {
  const page = readCookie(request, 'page_locale');
  if (isLocale(page)) return page;
  const chosen = readCookie(request, 'locale');
  return isLocale(chosen) ? chosen : 'nb_NO';
}
