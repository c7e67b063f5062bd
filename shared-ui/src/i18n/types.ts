/** A flat catalogue: message key → text with `{name}` placeholders. */
export type Messages = Readonly<Record<string, string>>;

export type MessageParams = Readonly<Record<string, string | number>>;

/** Locale names as the server uses them, e.g. `nb_NO`. Unknown locales are allowed and fall back. */
export type Locale = string;

export const SUPPORTED_LOCALES = ['nb_NO', 'sv_SE', 'en_US'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
