import type { SharedMessageKey } from './en_US';

/* May be partial: missing keys fall back to Norwegian, then English. */
export const svSE = {
  'app.title': 'Atrium',

  'nav.label': 'Huvudmeny',
  'nav.clcourses': 'Klassrumskurser',
  'nav.clicourses.search': 'Sök kurstillfällen',
  'nav.ecourses': 'E-kurser',
  'nav.hotworks': 'Heta arbeten',
  'nav.mycompany': 'Mitt företag',
  'nav.usersearch': 'Användarsökning',
  'nav.usermassimport': 'Massimport av användare',
  'nav.instructorlist': 'Instruktörslista',
  'nav.authoring': 'E-lärandepaket',
  'nav.reports': 'Rapporter',
  'nav.orderticker': 'Orderflöde',
  'nav.courseplaces': 'Kursplatser',

  'login.title': 'Logga in',
  'login.username': 'Användarnamn eller e-post',
  'login.password': 'Lösenord',
  'login.submit': 'Logga in',
  'login.failed': 'Fel användarnamn eller lösenord.',
  logout: 'Logga ut',

  'locale.label': 'Språk',
  'locale.name.nb_NO': 'Norsk',
  'locale.name.sv_SE': 'Svenska',
  'locale.name.en_US': 'English',

  'error.remote.title': 'Den här delen av Atrium kunde inte laddas',
  'error.remote.retry': 'Försök igen',
  'error.generic': 'Något gick fel. Försök igen.',
  'notfound.title': 'Sidan hittades inte',
  'http.400': 'Begäran godtogs inte. Kontrollera fälten och försök igen.',
  'http.403': 'Du har inte behörighet till detta.',
  'http.404': 'Det du efterfrågade hittades inte.',
  'http.500': 'Servern kunde inte slutföra begäran. Försök igen.',

  'area.placeholder': '{area} kommer snart',
  'area.name.classroom': 'Klassrumskurser',
  'area.name.elearning': 'E-lärande',
  'area.name.company': 'Mitt företag',
  'area.name.users': 'Användare',
  'area.name.authoring': 'E-lärandepaket',
  'area.name.reports': 'Rapporter',

  'common.search': 'Sök',
  'common.save': 'Spara',
  'common.cancel': 'Avbryt',
  'common.confirm': 'Bekräfta',
  'common.close': 'Stäng',
  'common.retry': 'Försök igen',
  'common.download.excel': 'Ladda ner Excel',
  'common.loading': 'Laddar …',
  'common.nohits': 'Inga träffar',

  'pagination.label': 'Sidor',
  'pagination.page': 'Sida {page}',
  'pagination.previous': 'Föregående sida',
  'pagination.next': 'Nästa sida',

  'validation.required': 'Fältet måste fyllas i.',
  'validation.date.invalid': 'Ange ett giltigt datum som dd/mm-åååå.',
  'datefield.hint': 'Format: dd/mm-åååå',

  'toast.dismiss': 'Stäng meddelandet',
  'progress.value': '{value} %',
  'upload.uploading': 'Laddar upp',
  'upload.progressMb': '{loaded} av {total} MB',
} satisfies Partial<Record<SharedMessageKey, string>>;
