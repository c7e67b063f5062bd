import { registerMessages } from '@atrium/shared-ui';

registerMessages('en_US', {
  'search.title': 'Search course instances',
  'search.fromDate': 'From date',
  'search.toDate': 'To date',
  'search.tooLong': 'The date range must not exceed 365 days',
  'search.instructor': 'Instructor',
  'search.course': 'Course id or name',
  'search.freeText': 'Free text',
  'search.purchasableOnly': 'Purchasable only',
  'search.total': '{total} instances',
  'search.grid': 'Course instances found',
});
registerMessages('nb_NO', {
  'search.title': 'Søk i kursgjennomføringer',
  'search.fromDate': 'Fra dato',
  'search.toDate': 'Til dato',
  'search.tooLong': 'Datoområdet kan ikke være over 365 dager',
  'search.instructor': 'Instruktør',
  'search.course': 'Kurs-id eller navn',
  'search.freeText': 'Fritekst',
  'search.purchasableOnly': 'Kun kjøpbare',
  'search.total': '{total} gjennomføringer',
  'search.grid': 'Kursgjennomføringer funnet',
});
registerMessages('sv_SE', {
  'search.grid': 'Hittade kurstillfällen',
  'search.title': 'Sök kurstillfällen',
  'search.fromDate': 'Från datum',
  'search.toDate': 'Till datum',
  'search.tooLong': 'Datumintervallet får inte överstiga 365 dagar',
  'search.instructor': 'Instruktör',
  'search.course': 'Kurs-id eller namn',
  'search.freeText': 'Fritext',
  'search.purchasableOnly': 'Endast köpbara',
  'search.total': '{total} tillfällen',
});
