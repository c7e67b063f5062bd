import { registerMessages } from '@atrium/shared-ui';

// Enter a customer's context (document 002 §2 profile; decision 0209).
registerMessages('en_US', {
  'useradmin.enterContext': 'Enter the context of {customer}',
  'useradmin.enterContext.confirm':
    'Act for {customer} as its company admin? You get that role there and the app opens again as {customer}; switch back to your own customer when you are done.',
  'useradmin.enterContext.customerClosed': 'That customer is closed or merged into another.',
  'useradmin.audit.context.enter': 'Entered a customer’s context',
});
registerMessages('nb_NO', {
  'useradmin.enterContext': 'Gå inn i konteksten til {customer}',
  'useradmin.enterContext.confirm':
    'Opptre for {customer} som bedriftsadministrator? Du får den rollen der, og appen åpnes på nytt som {customer}; bytt tilbake til din egen kunde når du er ferdig.',
  'useradmin.enterContext.customerClosed': 'Den kunden er stengt eller slått sammen med en annen.',
  'useradmin.audit.context.enter': 'Gikk inn i en kundes kontekst',
});
registerMessages('sv_SE', {
  'useradmin.enterContext': 'Gå in i kontexten för {customer}',
  'useradmin.enterContext.confirm':
    'Agera för {customer} som företagsadministratör? Du får den rollen där och appen öppnas igen som {customer}; byt tillbaka till din egen kund när du är klar.',
  'useradmin.enterContext.customerClosed': 'Den kunden är stängd eller sammanslagen med en annan.',
  'useradmin.audit.context.enter': 'Gick in i en kunds kontext',
});
