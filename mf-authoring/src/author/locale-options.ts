import { AUTHORING_LOCALES } from '@atrium/authoring-contract';
import type { TranslateFn } from '@atrium/shared-ui';

export const localeOptions = (t: TranslateFn) => AUTHORING_LOCALES.map((locale) => ({ value: locale, label: t(`kpg.locale.${locale}`) }));
