import { useMessageRegistry } from './message-registry';
import type { Locale, MessageParams, Messages } from './types';

/*
 * Swedish borrows from Norwegian before English because the two languages are mutually
 * intelligible and most texts are written in Norwegian first (spec §9, locale fallback).
 */
export function fallbackChain(locale: Locale): Locale[] {
  const chain = locale === 'sv_SE' ? [locale, 'nb_NO', 'en_US'] : [locale, 'en_US', 'nb_NO'];
  return [...new Set(chain)];
}

/** Replaces `{name}` placeholders; a placeholder without a value is left visible on purpose. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}

function lookup(catalogues: Readonly<Record<Locale, Messages>>, locale: Locale, key: string) {
  for (const candidate of fallbackChain(locale)) {
    const text = catalogues[candidate]?.[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The CLDR plural category of `count` in `locale` ('one', 'other', …), with one rules object per locale. */
function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale.replace('_', '-'));
    } catch {
      rules = new Intl.PluralRules('en-US');
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * Translates against the registered catalogues; a missing key renders as the key itself. With a numeric
 * `count`, the key's plural form `<key>.<category>` (`.one`, `.other`, as Intl.PluralRules names them) wins
 * when a catalogue has it: "1 lisens", "2 lisenser".
 */
export function translate(locale: Locale, key: string, params?: MessageParams): string {
  const catalogues = useMessageRegistry.getState().catalogues;
  const count = params?.count;
  const plural = typeof count === 'number' ? lookup(catalogues, locale, `${key}.${pluralCategory(locale, count)}`) : undefined;
  const text = plural ?? lookup(catalogues, locale, key);
  return interpolate(text ?? key, params);
}
