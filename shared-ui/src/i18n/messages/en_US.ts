/* The reference catalogue: every key used by shared-ui and the shell must exist here. */
export const enUS = {
  'app.title': 'Atrium',

  'nav.label': 'Main menu',
  'nav.clcourses': 'Classroom courses',
  'nav.clicourses.search': 'Instance search',
  'nav.ecourses': 'E-courses',
  'nav.hotworks': 'Hot works',
  'nav.mycompany': 'My company',
  'nav.usersearch': 'User search',
  'nav.usermassimport': 'User mass import',
  'nav.instructorlist': 'Instructor list',
  'nav.authoring': 'E-learning packages',
  'nav.reports': 'Reports',
  'nav.orderticker': 'Order ticker',
  'nav.courseplaces': 'Venues',

  'login.title': 'Log in',
  'login.username': 'Username or e-mail',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.failed': 'Wrong username or password.',
  logout: 'Log out',

  'locale.label': 'Language',
  'locale.name.nb_NO': 'Norsk',
  'locale.name.sv_SE': 'Svenska',
  'locale.name.en_US': 'English',

  'error.remote.title': 'This part of Atrium could not be loaded',
  'error.remote.retry': 'Try again',
  'error.generic': 'Something went wrong. Please try again.',
  'notfound.title': 'Page not found',
  'http.400': 'The request was not accepted. Check the fields and try again.',
  'http.403': 'You do not have access to this.',
  'http.404': 'What you asked for was not found.',
  'http.500': 'The server could not complete the request. Please try again.',

  'area.placeholder': '{area} is coming soon',
  'area.name.classroom': 'Classroom courses',
  'area.name.elearning': 'E-learning',
  'area.name.company': 'My company',
  'area.name.users': 'Users',
  'area.name.authoring': 'E-learning packages',
  'area.name.reports': 'Reports',

  'common.search': 'Search',
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.close': 'Close',
  'common.retry': 'Try again',
  'common.download.excel': 'Download Excel',
  'common.loading': 'Loading…',
  'common.nohits': 'No hits',

  'pagination.label': 'Pages',
  'pagination.page': 'Page {page}',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',

  'validation.required': 'This field is required.',
  'validation.date.invalid': 'Enter a valid date as dd/mm-yyyy.',
  'datefield.hint': 'Format: dd/mm-yyyy',

  'toast.dismiss': 'Dismiss notification',
  'progress.value': '{value}%',
} as const;

export type SharedMessageKey = keyof typeof enUS;
