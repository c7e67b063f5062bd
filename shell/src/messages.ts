import { registerMessages } from '@atrium/shared-ui';

registerMessages('en_US', {
  'nav.skip': 'Skip to content',
  'nav.label': 'Main menu',
  'customer.context': 'Customer',
  'login.forgotPassword': 'Forgot password?',
  'cart.link': 'Cart ({count})',
});
registerMessages('nb_NO', {
  'nav.skip': 'Hopp til innhold',
  'nav.label': 'Hovedmeny',
  'customer.context': 'Kunde',
  'login.forgotPassword': 'Glemt passord?',
  'cart.link': 'Handlekurv ({count})',
});
registerMessages('sv_SE', {
  'nav.skip': 'Hoppa till innehåll',
  'nav.label': 'Huvudmeny',
  'customer.context': 'Kund',
  'login.forgotPassword': 'Glömt lösenord?',
  'cart.link': 'Varukorg ({count})',
});
