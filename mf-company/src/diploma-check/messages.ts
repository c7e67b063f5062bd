import { registerMessages } from '@atrium/shared-ui';

registerMessages('en_US', {
  'diploma-check.title': 'Diploma check',
  'diploma-check.genuine': 'This diploma is genuine. It was issued to:',
  'diploma-check.name': 'Name',
  'diploma-check.course': 'Course',
  'diploma-check.completed': 'Completed',
  'diploma-check.unknown': 'No diploma has this code. Check that it is typed as printed on the diploma.',
});

registerMessages('nb_NO', {
  'diploma-check.title': 'Kontroll av kursbevis',
  'diploma-check.genuine': 'Dette kursbeviset er ekte. Det ble utstedt til:',
  'diploma-check.name': 'Navn',
  'diploma-check.course': 'Kurs',
  'diploma-check.completed': 'Fullført',
  'diploma-check.unknown': 'Ingen kursbevis har denne koden. Kontroller at den er skrevet slik den står på kursbeviset.',
});

registerMessages('sv_SE', {
  'diploma-check.title': 'Kontroll av kursintyg',
  'diploma-check.genuine': 'Det här kursintyget är äkta. Det utfärdades till:',
  'diploma-check.name': 'Namn',
  'diploma-check.course': 'Kurs',
  'diploma-check.completed': 'Genomförd',
  'diploma-check.unknown': 'Inget kursintyg har den här koden. Kontrollera att den är skriven som på kursintyget.',
});
