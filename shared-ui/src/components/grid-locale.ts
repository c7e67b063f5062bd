import { AG_GRID_LOCALE_NO, AG_GRID_LOCALE_SE } from '@ag-grid-community/locale';
import type { TranslateFn } from '../i18n/use-t';
import type { Locale, SupportedLocale } from '../i18n/types';

// ag-grid's own texts (pager, menus, aria labels) come translated with its locale package. Its English texts are
// ag-grid's built-in ones, so English needs none of the package (AG_GRID_LOCALE_EN added 4 KiB compressed to every
// grid page, decision 0266).
const GRID_TEXTS: Partial<Record<SupportedLocale, Record<string, string>>> = {
  nb_NO: AG_GRID_LOCALE_NO,
  sv_SE: AG_GRID_LOCALE_SE,
};

/** The grid's texts in `locale` (ag-grid's English for en_US and a locale Atrium does not speak), with Atrium's own overlays. */
export function gridLocaleText(locale: Locale, t: TranslateFn): Record<string, string> {
  const texts = GRID_TEXTS[locale as SupportedLocale] ?? {};
  return { ...texts, noRowsToShow: t('common.nohits'), loadingOoo: t('common.loading') };
}
