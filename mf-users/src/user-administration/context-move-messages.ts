import { registerMessages } from '@atrium/shared-ui';

// Move to another customer (document 002 §2 profile; decision 0209).
registerMessages('en_US', {
  'useradmin.audit.context.move': 'Moved to another customer',
  'useradmin.audit.movedTo': 'to {customer}',
  'useradmin.move': 'Move to the customer',
  'useradmin.move.to': 'Move from {customer} to',
  'useradmin.move.confirm': 'Move the person from {from} to {to}? The fields go along; the roles at {from} are removed.',
  'useradmin.move.moved': 'The person is moved.',
  'useradmin.move.alreadyThere': 'The person already belongs to that customer.',
  'useradmin.move.customerClosed': 'That customer is closed or merged into another.',
  'useradmin.move.sameCustomer': 'Choose another customer.',
});
registerMessages('nb_NO', {
  'useradmin.audit.context.move': 'Flyttet til en annen kunde',
  'useradmin.audit.movedTo': 'til {customer}',
  'useradmin.move': 'Flytt til kunden',
  'useradmin.move.to': 'Flytt fra {customer} til',
  'useradmin.move.confirm': 'Flytte personen fra {from} til {to}? Feltene følger med; rollene hos {from} fjernes.',
  'useradmin.move.moved': 'Personen er flyttet.',
  'useradmin.move.alreadyThere': 'Personen hører allerede til den kunden.',
  'useradmin.move.customerClosed': 'Den kunden er stengt eller slått sammen med en annen.',
  'useradmin.move.sameCustomer': 'Velg en annen kunde.',
});
registerMessages('sv_SE', {
  'useradmin.audit.context.move': 'Flyttad till en annan kund',
  'useradmin.audit.movedTo': 'till {customer}',
  'useradmin.move': 'Flytta till kunden',
  'useradmin.move.to': 'Flytta från {customer} till',
  'useradmin.move.confirm': 'Flytta personen från {from} till {to}? Fälten följer med; rollerna hos {from} tas bort.',
  'useradmin.move.moved': 'Personen är flyttad.',
  'useradmin.move.alreadyThere': 'Personen hör redan till den kunden.',
  'useradmin.move.customerClosed': 'Den kunden är stängd eller sammanslagen med en annan.',
  'useradmin.move.sameCustomer': 'Välj en annan kund.',
});
