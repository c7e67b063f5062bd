import { registerMessages } from '@atrium/shared-ui';

// The roles' names (core-contract ROLES), shared by every users screen that shows a role.
registerMessages('en_US', {
  'role.atrium': 'Platform admin',
  'role.staff': 'Course staff',
  'role.instructor': 'Instructor',
  'role.instructor_external': 'External instructor',
  'role.eca_admin': 'ECA admin',
  'role.companyadmin': 'Company admin',
});
registerMessages('nb_NO', {
  'role.atrium': 'Plattformadministrator',
  'role.staff': 'Kursadministrasjon',
  'role.instructor': 'Instruktør',
  'role.instructor_external': 'Ekstern instruktør',
  'role.eca_admin': 'ECA-administrator',
  'role.companyadmin': 'Bedriftsadministrator',
});
registerMessages('sv_SE', {
  'role.atrium': 'Plattformsadministratör',
  'role.staff': 'Kursadministration',
  'role.instructor': 'Instruktör',
  'role.instructor_external': 'Extern instruktör',
  'role.eca_admin': 'ECA-administratör',
  'role.companyadmin': 'Företagsadministratör',
});
