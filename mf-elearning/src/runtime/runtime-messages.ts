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
    'runtime.saveRefused': 'Your progress is no longer being saved: this course session has ended. Open the course again to go on.',
    'runtime.saveSuperseded':
      'This course was opened again elsewhere, so this window no longer saves: your newer progress is kept. Open the course again to go on.',
    'runtime.saved': 'Progress saved',
    'runtime.signIn': 'Sign in to continue the course',
    'runtime.itemLoadFailed': 'The course part could not be loaded',
    'runtime.items': 'Parts of the course',
    'runtime.backToMyPage': 'Back to my page',
    'runtime.evaluate': 'Evaluate the course',
    'runtime.sessionEnded': 'You have left the course. Your progress is saved.',
    'runtime.previous': 'Previous',
    'runtime.continue': 'Continue',
    'runtime.openOwnWindow': 'Open the course in its own window',
    'runtime.itemCompleted': 'completed',
    'runtime.itemStarted': 'started',
    'runtime.itemFailed': 'not passed',
    'remoteScorm.error.notAvailable': 'This course is not available from your learning system',
    'remoteScorm.error.learnerLimit': 'All places your organisation has on this course are taken',
    'remoteScorm.error.cancelled': 'Your license for this course is cancelled',
    'remoteScorm.error.noPackage': 'The course has no course package',
    'remoteScorm.error.noLearner': 'Open this course from your learning system',
  },
  nb_NO: {
    'runtime.loading': 'Laster kurset…',
    'runtime.errorMessage': 'Feilmelding: {message}',
    'runtime.unknownError': 'Ukjent feil, vennligst prøv igjen',
    'runtime.frameTitle': 'Kurs: {title}',
    'runtime.saving': 'Lagrer fremdriften din…',
    'runtime.offline': 'Ingen forbindelse: fremdriften din er tatt vare på og sendes igjen når forbindelsen er tilbake.',
    'runtime.saveRefused': 'Fremdriften din lagres ikke lenger: denne kursøkten er avsluttet. Åpne kurset på nytt for å fortsette.',
    'runtime.saveSuperseded':
      'Kurset er åpnet på nytt et annet sted, så dette vinduet lagrer ikke lenger: den nyere fremdriften din beholdes. Åpne kurset på nytt for å fortsette.',
    'runtime.saved': 'Fremdrift lagret',
    'runtime.signIn': 'Logg inn for å fortsette kurset',
    'runtime.itemLoadFailed': 'Kursdelen kunne ikke lastes',
    'runtime.items': 'Deler av kurset',
    'runtime.backToMyPage': 'Tilbake til min side',
    'runtime.evaluate': 'Evaluer kurset',
    'runtime.sessionEnded': 'Du har gått ut av kurset. Framgangen din er lagret.',
    'runtime.previous': 'Forrige',
    'runtime.continue': 'Fortsett',
    'runtime.openOwnWindow': 'Åpne kurset i et eget vindu',
    'runtime.itemCompleted': 'fullført',
    'runtime.itemStarted': 'påbegynt',
    'runtime.itemFailed': 'ikke bestått',
    'remoteScorm.error.notAvailable': 'Dette kurset er ikke tilgjengelig fra læringssystemet ditt',
    'remoteScorm.error.learnerLimit': 'Alle plassene organisasjonen din har på dette kurset, er tatt',
    'remoteScorm.error.cancelled': 'Lisensen din for dette kurset er kansellert',
    'remoteScorm.error.noPackage': 'Kurset har ingen kurspakke',
    'remoteScorm.error.noLearner': 'Åpne dette kurset fra læringssystemet ditt',
  },
  sv_SE: {
    'runtime.loading': 'Laddar kursen…',
    'runtime.errorMessage': 'Felmeddelande: {message}',
    'runtime.unknownError': 'Okänt fel, försök igen',
    'runtime.frameTitle': 'Kurs: {title}',
    'runtime.saving': 'Sparar dina framsteg…',
    'runtime.offline': 'Ingen anslutning: dina framsteg finns kvar och skickas igen när anslutningen är tillbaka.',
    'runtime.saveRefused': 'Dina framsteg sparas inte längre: det här kurspasset har avslutats. Öppna kursen igen för att fortsätta.',
    'runtime.saveSuperseded':
      'Kursen öppnades igen någon annanstans, så det här fönstret sparar inte längre: dina nyare framsteg finns kvar. Öppna kursen igen för att fortsätta.',
    'runtime.saved': 'Framstegen är sparade',
    'runtime.signIn': 'Logga in för att fortsätta kursen',
    'runtime.itemLoadFailed': 'Kursdelen kunde inte laddas',
    'runtime.items': 'Kursens delar',
    'runtime.backToMyPage': 'Tillbaka till min sida',
    'runtime.evaluate': 'Utvärdera kursen',
    'runtime.sessionEnded': 'Du har lämnat kursen. Dina framsteg är sparade.',
    'runtime.previous': 'Föregående',
    'runtime.continue': 'Fortsätt',
    'runtime.openOwnWindow': 'Öppna kursen i ett eget fönster',
    'runtime.itemCompleted': 'slutförd',
    'runtime.itemStarted': 'påbörjad',
    'runtime.itemFailed': 'ej godkänd',
    'remoteScorm.error.notAvailable': 'Den här kursen är inte tillgänglig från ditt lärsystem',
    'remoteScorm.error.learnerLimit': 'Alla platser din organisation har på den här kursen är tagna',
    'remoteScorm.error.cancelled': 'Din licens för den här kursen är avbokad',
    'remoteScorm.error.noPackage': 'Kursen har inget kurspaket',
    'remoteScorm.error.noLearner': 'Öppna den här kursen från ditt lärsystem',
  },
} as const;

export type RuntimeMessageKey = keyof (typeof MESSAGES)['en_US'];
type RuntimeLocale = keyof typeof MESSAGES;

/**
 * The page's locale: shared-ui's page_locale cookie, the locale cookie the locale selector sets (on the content
 * origin, which gets no cookie of the app, the `locale` the app's runtime page passed in the address), else the
 * page language.
 */
export function runtimeLocale(): RuntimeLocale {
  const cookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(document.cookie)?.[1];
  const locale =
    cookie('page_locale') ?? cookie('locale') ?? new URLSearchParams(window.location.search).get('locale') ?? document.documentElement.lang;
  if (locale.startsWith('en')) return 'en_US';
  if (locale.startsWith('sv')) return 'sv_SE';
  if (locale.startsWith('nb') || locale.startsWith('no')) return 'nb_NO';
  return 'en_US';
}

/** Every text in every locale: a test reads this (document 001 §9, issue 22). */
export const RUNTIME_MESSAGES: Readonly<Record<RuntimeLocale, Readonly<Record<string, string>>>> = MESSAGES;

export function rt(key: RuntimeMessageKey, params: Record<string, string> = {}): string {
  const text: string = MESSAGES[runtimeLocale()][key];
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}
