import { registerMessages } from '@atrium/shared-ui';

registerMessages('en_US', {
  'nav.skip': 'Skip to content',
  'nav.label': 'Main menu',
  'nav.menu': 'Menu',
  'customer.context': 'Customer',
  'login.forgotPassword': 'Forgot password?',
  'cart.link': 'Cart ({count})',
});
registerMessages('nb_NO', {
  'nav.skip': 'Hopp til innhold',
  'nav.label': 'Hovedmeny',
  'nav.menu': 'Meny',
  'customer.context': 'Kunde',
  'login.forgotPassword': 'Glemt passord?',
  'cart.link': 'Handlekurv ({count})',
});
registerMessages('sv_SE', {
  'nav.skip': 'Hoppa till innehåll',
  'nav.label': 'Huvudmeny',
  'nav.menu': 'Meny',
  'customer.context': 'Kund',
  'login.forgotPassword': 'Glömt lösenord?',
  'cart.link': 'Varukorg ({count})',
});
