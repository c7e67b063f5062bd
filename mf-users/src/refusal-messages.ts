import { registerMessages } from '@atrium/shared-ui';

/* The refusals the users service answers user screens with, as message keys (issue 22 point 5). */
registerMessages('en_US', {
  'user.notFound': 'The user was not found. It may have been deleted or merged.',
  'user.merge.notFound': 'The merge was not found.',
  'consent.notFound': 'The consent was not found. Reload the page.',
  'user.password.reset.unknownUser': 'No user with this username or e-mail address was found.',
});
registerMessages('nb_NO', {
  'user.notFound': 'Brukeren ble ikke funnet. Den kan være slettet eller slått sammen.',
  'user.merge.notFound': 'Sammenslåingen ble ikke funnet.',
  'consent.notFound': 'Samtykket ble ikke funnet. Last inn siden på nytt.',
  'user.password.reset.unknownUser': 'Fant ingen bruker med dette brukernavnet eller denne e-postadressen.',
});
registerMessages('sv_SE', {
  'user.notFound': 'Användaren hittades inte. Den kan ha tagits bort eller slagits ihop.',
  'user.merge.notFound': 'Sammanslagningen hittades inte.',
  'consent.notFound': 'Samtycket hittades inte. Ladda om sidan.',
  'user.password.reset.unknownUser': 'Ingen användare med det här användarnamnet eller den här e-postadressen hittades.',
});
