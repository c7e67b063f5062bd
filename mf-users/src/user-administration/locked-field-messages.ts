import { registerMessages } from '@atrium/shared-ui';

// disabledUserFields (document 002 §3, §5 "User admin locks"; decision 0208).
registerMessages('en_US', {
  'useradmin.disabledFields.of': 'Fields {customer} locks',
  'useradmin.disabledFields.hint': 'Locked fields cannot be changed by anyone for this customer’s people until they are unlocked here.',
  'useradmin.disabledFields.save': 'Save locked fields',
  'useradmin.disabledFields.saved': 'The locked fields are saved.',
  'useradmin.fieldLockedHint': 'Locked by the customer: {fields}.',
  'useradmin.fieldLocked': 'The customer locks this field; unlock it first.',
});
registerMessages('nb_NO', {
  'useradmin.disabledFields.of': 'Felt {customer} låser',
  'useradmin.disabledFields.hint': 'Låste felt kan ikke endres av noen for denne kundens personer før de låses opp her.',
  'useradmin.disabledFields.save': 'Lagre låste felt',
  'useradmin.disabledFields.saved': 'De låste feltene er lagret.',
  'useradmin.fieldLockedHint': 'Låst av kunden: {fields}.',
  'useradmin.fieldLocked': 'Kunden låser dette feltet; lås det opp først.',
});
registerMessages('sv_SE', {
  'useradmin.disabledFields.of': 'Fält som {customer} låser',
  'useradmin.disabledFields.hint': 'Låsta fält kan inte ändras av någon för kundens personer förrän de låses upp här.',
  'useradmin.disabledFields.save': 'Spara låsta fält',
  'useradmin.disabledFields.saved': 'De låsta fälten är sparade.',
  'useradmin.fieldLockedHint': 'Låst av kunden: {fields}.',
  'useradmin.fieldLocked': 'Kunden låser det här fältet; lås upp det först.',
});
