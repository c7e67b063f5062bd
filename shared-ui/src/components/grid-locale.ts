import { AG_GRID_LOCALE_EN, AG_GRID_LOCALE_NO, AG_GRID_LOCALE_SE } from '@ag-grid-community/locale';
import type { TranslateFn } from '../i18n/use-t';
import type { Locale, SupportedLocale } from '../i18n/types';

// ag-grid's own texts (pager, menus, aria labels) come translated with its locale package.
const GRID_TEXTS: Record<SupportedLocale, Record<string, string>> = {
  en_US: AG_GRID_LOCALE_EN,
  nb_NO: AG_GRID_LOCALE_NO,
  sv_SE: AG_GRID_LOCALE_SE,
};

/** The grid's texts in `locale` (English for a locale Atrium does not speak), with Atrium's own overlays. */
export function gridLocaleText(locale: Locale, t: TranslateFn): Record<string, string> {
  const texts = GRID_TEXTS[locale as SupportedLocale] ?? GRID_TEXTS.en_US;
  return { ...texts, noRowsToShow: t('common.nohits'), loadingOoo: t('common.loading') };
}
