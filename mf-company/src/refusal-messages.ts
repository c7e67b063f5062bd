import { registerMessages } from '@atrium/shared-ui';

/* The refusals the company service answers company screens with, as message keys (issue 22 point 5). */
registerMessages('en_US', {
  'diploma.notFound': 'There is no diploma for this course yet.',
});
registerMessages('nb_NO', {
  'diploma.notFound': 'Det finnes ikke noe kursbevis for dette kurset ennå.',
});
registerMessages('sv_SE', {
  'diploma.notFound': 'Det finns inget kursintyg för den här kursen ännu.',
});
