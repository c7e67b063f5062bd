// The runtime stays lean for learners who load it alone, so it carries its own few texts instead of the
// design system's catalogue; the keys follow the area's naming all the same.
const MESSAGES = {
  en_US: {
    'runtime.loading': 'Loading the course…',
    'runtime.errorMessage': 'Error message: {message}',
    'runtime.unknownError': 'Unknown error, please try again',
    'runtime.frameTitle': 'Course: {title}',
    'runtime.saving': 'Saving your progress…',
    'runtime.offline': 'No connection: your progress is kept and sent again when the connection is back.',
    'runtime.saved': 'Progress saved',
    'runtime.signIn': 'Sign in to continue the course',
    'runtime.itemLoadFailed': 'The course part could not be loaded',
    'runtime.items': 'Parts of the course',
  },
  nb_NO: {
    'runtime.loading': 'Laster kurset…',
    'runtime.errorMessage': 'Feilmelding: {message}',
    'runtime.unknownError': 'Ukjent feil, vennligst prøv igjen',
    'runtime.frameTitle': 'Kurs: {title}',
    'runtime.saving': 'Lagrer fremdriften din…',
    'runtime.offline': 'Ingen forbindelse: fremdriften din er tatt vare på og sendes igjen når forbindelsen er tilbake.',
    'runtime.saved': 'Fremdrift lagret',
    'runtime.signIn': 'Logg inn for å fortsette kurset',
    'runtime.itemLoadFailed': 'Kursdelen kunne ikke lastes',
    'runtime.items': 'Deler av kurset',
  },
} as const;

export type RuntimeMessageKey = keyof (typeof MESSAGES)['en_US'];
type RuntimeLocale = keyof typeof MESSAGES;

/** The locale cookie the locale selector sets, else the page language; Swedish reads Norwegian (spec §9). */
export function runtimeLocale(): RuntimeLocale {
  const cookie = /(?:^|;\s*)locale=([^;]+)/.exec(document.cookie)?.[1] ?? document.documentElement.lang;
  if (cookie.startsWith('en')) return 'en_US';
  if (cookie.startsWith('nb') || cookie.startsWith('no') || cookie.startsWith('sv')) return 'nb_NO';
  return 'en_US';
}

export function rt(key: RuntimeMessageKey, params: Record<string, string> = {}): string {
  const text: string = MESSAGES[runtimeLocale()][key];
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}
