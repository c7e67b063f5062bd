import { registerMessages } from '@atrium/shared-ui';

registerMessages('en_US', {
  'my-company.title': 'My company',
  'my-company.home.customer': 'You administer {name}.',
  'my-company.home.reports': 'License reports',
  'my-company.home.overviews': 'License overviews',
  'my-company.home.products': 'Licenses per course',
  'my-company.home.noLicenses': 'Your company has no licenses yet.',
  'my-company.home.column.course': 'Course',
  'my-company.home.column.licenses': 'Licenses',
  'my-company.home.column.notStarted': 'Not started',
  'my-company.home.column.started': 'Started',
  'my-company.home.column.completed': 'Completed',
  'my-company.home.column.expiringSoon': 'Expiring within 90 days',
});
registerMessages('nb_NO', {
  'my-company.title': 'Min bedrift',
  'my-company.home.customer': 'Du administrerer {name}.',
  'my-company.home.reports': 'Lisensrapporter',
  'my-company.home.overviews': 'Lisensoversikter',
  'my-company.home.products': 'Lisenser per kurs',
  'my-company.home.noLicenses': 'Bedriften har ingen lisenser ennå.',
  'my-company.home.column.course': 'Kurs',
  'my-company.home.column.licenses': 'Lisenser',
  'my-company.home.column.notStarted': 'Ikke startet',
  'my-company.home.column.started': 'Startet',
  'my-company.home.column.completed': 'Fullført',
  'my-company.home.column.expiringSoon': 'Utløper innen 90 dager',
});
registerMessages('sv_SE', {
  'my-company.title': 'Mitt företag',
  'my-company.home.customer': 'Du administrerar {name}.',
  'my-company.home.reports': 'Licensrapporter',
  'my-company.home.overviews': 'Licensöversikter',
  'my-company.home.products': 'Licenser per kurs',
  'my-company.home.noLicenses': 'Företaget har inga licenser ännu.',
  'my-company.home.column.course': 'Kurs',
  'my-company.home.column.licenses': 'Licenser',
  'my-company.home.column.notStarted': 'Inte påbörjade',
  'my-company.home.column.started': 'Påbörjade',
  'my-company.home.column.completed': 'Slutförda',
  'my-company.home.column.expiringSoon': 'Går ut inom 90 dagar',
});
