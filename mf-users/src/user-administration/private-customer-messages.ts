import { registerMessages } from '@atrium/shared-ui';

// Convert to a private customer (document 002 §2 profile; decision 0241).
registerMessages('en_US', {
  'useradmin.private': 'Convert to a private customer',
  'useradmin.private.is': 'Private customer: {customer}',
  'useradmin.private.street': 'Street address',
  'useradmin.private.postalCode': 'Postal code',
  'useradmin.private.city': 'City',
  'useradmin.private.country': 'Country',
  'useradmin.private.keepContexts': 'Keep the other customers',
  'useradmin.private.confirm':
    'Make {name} a private customer? The person leaves every other customer and loses the roles there. Licences and orders stay with the customer that paid for them.',
  'useradmin.private.confirmKeep':
    'Make {name} a private customer? The other customers and their roles are kept. Licences and orders stay with the customer that paid for them.',
  'useradmin.private.done': 'The person is a private customer.',
  'useradmin.private.already': 'The person is already a private customer.',
  'useradmin.audit.context.private': 'Made a private customer',
});
registerMessages('nb_NO', {
  'useradmin.private': 'Gjør til privatkunde',
  'useradmin.private.is': 'Privatkunde: {customer}',
  'useradmin.private.street': 'Gateadresse',
  'useradmin.private.postalCode': 'Postnummer',
  'useradmin.private.city': 'Poststed',
  'useradmin.private.country': 'Land',
  'useradmin.private.keepContexts': 'Behold de andre kundene',
  'useradmin.private.confirm':
    'Gjøre {name} til privatkunde? Personen forlater alle andre kunder og mister rollene der. Lisenser og ordrer blir hos kunden som betalte for dem.',
  'useradmin.private.confirmKeep':
    'Gjøre {name} til privatkunde? De andre kundene og rollene der beholdes. Lisenser og ordrer blir hos kunden som betalte for dem.',
  'useradmin.private.done': 'Personen er privatkunde.',
  'useradmin.private.already': 'Personen er allerede privatkunde.',
  'useradmin.audit.context.private': 'Gjort til privatkunde',
});
registerMessages('sv_SE', {
  'useradmin.private': 'Gör till privatkund',
  'useradmin.private.is': 'Privatkund: {customer}',
  'useradmin.private.street': 'Gatuadress',
  'useradmin.private.postalCode': 'Postnummer',
  'useradmin.private.city': 'Ort',
  'useradmin.private.country': 'Land',
  'useradmin.private.keepContexts': 'Behåll de andra kunderna',
  'useradmin.private.confirm':
    'Göra {name} till privatkund? Personen lämnar alla andra kunder och förlorar rollerna där. Licenser och ordrar stannar hos kunden som betalade för dem.',
  'useradmin.private.confirmKeep':
    'Göra {name} till privatkund? De andra kunderna och rollerna där behålls. Licenser och ordrar stannar hos kunden som betalade för dem.',
  'useradmin.private.done': 'Personen är privatkund.',
  'useradmin.private.already': 'Personen är redan privatkund.',
  'useradmin.audit.context.private': 'Gjord till privatkund',
});
