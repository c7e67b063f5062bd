import { registerMessages } from '@atrium/shared-ui';

// Clash checks before saving happenings or adding people (issue 15; decision 0176).

registerMessages('en_US', {
  'clash.title': 'Booked twice at the same time',
  'clash.instructor': 'Instructor {name} also teaches {course} on {date}, {from}–{to}',
  'clash.room': 'Room {name} is also booked for {course} on {date}, {from}–{to}',
  'clash.participant': '{name} also attends {course} on {date}, {from}–{to}',
  'clash.cancel': 'Go back',
  'clash.saveAnyway': 'Save anyway',
});

registerMessages('nb_NO', {
  'clash.title': 'Dobbeltbooket på samme tid',
  'clash.instructor': 'Instruktør {name} underviser også {course} {date}, {from}–{to}',
  'clash.room': 'Rom {name} er også booket for {course} {date}, {from}–{to}',
  'clash.participant': '{name} deltar også på {course} {date}, {from}–{to}',
  'clash.cancel': 'Gå tilbake',
  'clash.saveAnyway': 'Lagre likevel',
});

registerMessages('sv_SE', {
  'clash.title': 'Dubbelbokad vid samma tid',
  'clash.instructor': 'Instruktör {name} undervisar också {course} {date}, {from}–{to}',
  'clash.room': 'Rum {name} är också bokat för {course} {date}, {from}–{to}',
  'clash.participant': '{name} deltar också i {course} {date}, {from}–{to}',
  'clash.cancel': 'Gå tillbaka',
  'clash.saveAnyway': 'Spara ändå',
});
