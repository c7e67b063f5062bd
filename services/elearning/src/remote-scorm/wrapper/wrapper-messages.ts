/*
 * What the wrapper may show the learner inside the customer's LMS. That page is not Atrium's, so the texts
 * travel in the package (index.html's config) and the script picks the language from the browser.
 */
const en_US = {
  'remoteScorm.wrapper.noLms':
    'This course has to be opened from your learning system (LMS). No connection to a learning system was found.',
  'remoteScorm.wrapper.noLearner':
    'Your learning system did not tell who you are, so the course cannot start. Please contact the administrator of your learning system.',
  'remoteScorm.wrapper.loading': 'Loading the course…',
  'remoteScorm.wrapper.frameTitle': 'Course',
};
export type WrapperMessageKey = keyof typeof en_US;

export const WRAPPER_MESSAGES: Record<'en_US' | 'nb_NO', Record<WrapperMessageKey, string>> = {
  en_US,
  nb_NO: {
    'remoteScorm.wrapper.noLms': 'Dette kurset må åpnes fra læringsplattformen din (LMS). Fant ingen forbindelse til en læringsplattform.',
    'remoteScorm.wrapper.noLearner':
      'Læringsplattformen oppga ikke hvem du er, så kurset kan ikke starte. Kontakt administratoren av læringsplattformen.',
    'remoteScorm.wrapper.loading': 'Laster kurset …',
    'remoteScorm.wrapper.frameTitle': 'Kurs',
  },
};
