import { registerMessages } from '@atrium/shared-ui';

// The file list of a course's material and of an instance's files.
registerMessages('en_US', {
  'files.upload': 'Upload a file',
  'files.uploaded': 'The file was uploaded',
  'files.uploadFailed': 'The upload failed',
  'files.typeRefused': 'This file type is not allowed',
  'files.tooLarge': 'The file is too large (at most 25 MB)',
  'files.none': 'No files yet',
  'files.size': '{kb} kB',
  'files.remove': 'Remove {name}',
  'files.removeTitle': 'Remove file',
  'files.delete': 'Delete',
  'files.detach': 'Detach',
  'files.deleted': 'The file was deleted',
  'files.detached': 'The file was detached',
  'files.changeFailed': 'The change was not saved',
});

registerMessages('nb_NO', {
  'files.upload': 'Last opp en fil',
  'files.uploaded': 'Filen ble lastet opp',
  'files.uploadFailed': 'Opplastingen feilet',
  'files.typeRefused': 'Denne filtypen er ikke tillatt',
  'files.tooLarge': 'Filen er for stor (høyst 25 MB)',
  'files.none': 'Ingen filer ennå',
  'files.size': '{kb} kB',
  'files.remove': 'Fjern {name}',
  'files.removeTitle': 'Fjern fil',
  'files.delete': 'Slett',
  'files.detach': 'Koble fra',
  'files.deleted': 'Filen ble slettet',
  'files.detached': 'Filen ble koblet fra',
  'files.changeFailed': 'Endringen ble ikke lagret',
});

registerMessages('sv_SE', {
  'files.upload': 'Ladda upp en fil',
  'files.uploaded': 'Filen laddades upp',
  'files.uploadFailed': 'Uppladdningen misslyckades',
  'files.typeRefused': 'Denna filtyp är inte tillåten',
  'files.tooLarge': 'Filen är för stor (högst 25 MB)',
  'files.none': 'Inga filer ännu',
  'files.size': '{kb} kB',
  'files.remove': 'Ta bort {name}',
  'files.removeTitle': 'Ta bort fil',
  'files.delete': 'Radera',
  'files.detach': 'Koppla bort',
  'files.deleted': 'Filen raderades',
  'files.detached': 'Filen kopplades bort',
  'files.changeFailed': 'Ändringen sparades inte',
});
