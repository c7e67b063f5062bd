import type { LocalCrmContact } from './local-crm-server';

/** What the local demo CRM holds: two of the demo customers (one spelt differently, to show a sync) and new ones. */
export const demoCrmContacts: LocalCrmContact[] = [
  { soid: 1001, name: 'Atrium Kurs AS', orgNumber: '912345670', country: 'NO' },
  { soid: 1002, name: 'Nordsjø Energi ASA', orgNumber: '987654321', country: 'NO' },
  { soid: 1003, name: 'Fjordbygg Entreprenør AS', orgNumber: '923456781', country: 'NO' },
  { soid: 1004, name: 'Vestlandet Offshore Service AS', orgNumber: '934567892', country: 'NO' },
  { soid: 1005, name: 'Göteborgs Hamnteknik AB', orgNumber: '5566778899', country: 'SE' },
  { soid: 1006, name: 'North Sea Diving Ltd', orgNumber: null, country: 'GB' },
];
