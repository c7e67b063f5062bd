import type { SharedMessageKey } from './en_US';

/* Complete: Norwegian is the second fallback for every locale, so no key may be missing. */
export const nbNO: Record<SharedMessageKey, string> = {
  'app.title': 'Atrium',

  'nav.label': 'Hovedmeny',
  'nav.clcourses': 'Klasseromskurs',
  'nav.clicourses.search': 'Søk i kursgjennomføringer',
  'nav.ecourses': 'E-kurs',
  'nav.hotworks': 'Varme arbeider',
  'nav.mycompany': 'Min bedrift',
  'nav.usersearch': 'Brukersøk',
  'nav.usermassimport': 'Masseimport av brukere',
  'nav.instructorlist': 'Instruktørliste',
  'nav.authoring': 'E-læringspakker',
  'nav.reports': 'Rapporter',
  'nav.orderticker': 'Ordrestrøm',
  'nav.courseplaces': 'Kurssteder',

  'login.title': 'Logg inn',
  'login.username': 'Brukernavn eller e-post',
  'login.password': 'Passord',
  'login.submit': 'Logg inn',
  'login.failed': 'Feil brukernavn eller passord.',
  logout: 'Logg ut',

  'locale.label': 'Språk',
  'locale.name.nb_NO': 'Norsk',
  'locale.name.sv_SE': 'Svenska',
  'locale.name.en_US': 'English',

  'error.remote.title': 'Denne delen av Atrium kunne ikke lastes',
  'error.remote.retry': 'Prøv igjen',
  'error.generic': 'Noe gikk galt. Prøv igjen.',
  'notfound.title': 'Fant ikke siden',
  'http.400': 'Forespørselen ble ikke godtatt. Kontroller feltene og prøv igjen.',
  'http.403': 'Du har ikke tilgang til dette.',
  'http.404': 'Fant ikke det du spurte etter.',
  'http.500': 'Serveren kunne ikke fullføre forespørselen. Prøv igjen.',

  'area.placeholder': '{area} kommer snart',
  'area.name.classroom': 'Klasseromskurs',
  'area.name.elearning': 'E-læring',
  'area.name.company': 'Min bedrift',
  'area.name.users': 'Brukere',
  'area.name.authoring': 'E-læringspakker',
  'area.name.reports': 'Rapporter',

  'common.search': 'Søk',
  'common.save': 'Lagre',
  'common.cancel': 'Avbryt',
  'common.confirm': 'Bekreft',
  'common.close': 'Lukk',
  'common.retry': 'Prøv igjen',
  'common.download.excel': 'Last ned Excel',
  'common.loading': 'Laster …',
  'common.nohits': 'Ingen treff',

  'pagination.label': 'Sider',
  'pagination.page': 'Side {page}',
  'pagination.previous': 'Forrige side',
  'pagination.next': 'Neste side',

  'validation.required': 'Feltet må fylles ut.',
  'validation.date.invalid': 'Skriv inn en gyldig dato som dd/mm-åååå.',
  'datefield.hint': 'Format: dd/mm-åååå',

  'toast.dismiss': 'Lukk varselet',
  'progress.value': '{value} %',
};
