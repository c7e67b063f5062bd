import { registerMessages } from '@atrium/shared-ui';

registerMessages('en_US', {
  'usererase.export': 'Download all data (GDPR)',
  'usererase.erase': 'Erase person (GDPR)',
  'usererase.confirm':
    'Erase {name}? Name, username, e-mail, phone, password, logins, consents, notes and safety cards are removed for good. This cannot be undone.',
  'usererase.erased': 'The person is erased.',
  'usererase.self': 'You cannot erase yourself.',
  'usererase.keptTitle': 'What was kept, and why',
  'usererase.kept.users.what': 'The anonymous account and its customer links.',
  'usererase.kept.users.why': 'Licenses, participations and orders point at it; it names nobody now.',
  'usererase.kept.reports.what': 'Orders, purchase lines and invoices.',
  'usererase.kept.reports.why':
    'Accounting law requires keeping them (five years in Norway, seven in Sweden); they show the anonymous name.',
  'usererase.kept.elearning.what': 'E-learning licenses and results.',
  'usererase.kept.elearning.why': "They are the customer's record of training given; without the account's name they identify nobody.",
  'usererase.kept.classroom.what': 'Classroom participations and signed attendance lists.',
  'usererase.kept.classroom.why': "They document the course held and the customer's training records; the participant is anonymous now.",
});

registerMessages('nb_NO', {
  'usererase.export': 'Last ned alle data (GDPR)',
  'usererase.erase': 'Slett personopplysninger (GDPR)',
  'usererase.confirm':
    'Slette {name}? Navn, brukernavn, e-post, telefon, passord, innlogginger, samtykker, notater og sikkerhetskort fjernes for godt. Dette kan ikke angres.',
  'usererase.erased': 'Personen er slettet.',
  'usererase.self': 'Du kan ikke slette deg selv.',
  'usererase.keptTitle': 'Dette ble beholdt, og hvorfor',
  'usererase.kept.users.what': 'Den anonyme kontoen og koblingene til kunder.',
  'usererase.kept.users.why': 'Lisenser, deltakelser og ordrer peker på den; den navngir ingen nå.',
  'usererase.kept.reports.what': 'Ordrer, ordrelinjer og fakturaer.',
  'usererase.kept.reports.why': 'Regnskapsloven krever at de oppbevares (fem år i Norge, sju i Sverige); de viser det anonyme navnet.',
  'usererase.kept.elearning.what': 'E-læringslisenser og resultater.',
  'usererase.kept.elearning.why': 'De er kundens oversikt over gitt opplæring; uten kontoens navn identifiserer de ingen.',
  'usererase.kept.classroom.what': 'Klasseromsdeltakelser og signerte deltakerlister.',
  'usererase.kept.classroom.why': 'De dokumenterer kurset og kundens opplæring; deltakeren er anonym nå.',
});

registerMessages('sv_SE', {
  'usererase.export': 'Ladda ned all data (GDPR)',
  'usererase.erase': 'Radera personuppgifter (GDPR)',
  'usererase.confirm':
    'Radera {name}? Namn, användarnamn, e-post, telefon, lösenord, inloggningar, samtycken, anteckningar och säkerhetskort tas bort för gott. Det kan inte ångras.',
  'usererase.erased': 'Personen är raderad.',
  'usererase.self': 'Du kan inte radera dig själv.',
  'usererase.keptTitle': 'Detta behölls, och varför',
  'usererase.kept.users.what': 'Det anonyma kontot och dess kundkopplingar.',
  'usererase.kept.users.why': 'Licenser, deltaganden och ordrar pekar på det; det namnger ingen nu.',
  'usererase.kept.reports.what': 'Ordrar, orderrader och fakturor.',
  'usererase.kept.reports.why': 'Bokföringslagen kräver att de sparas (fem år i Norge, sju i Sverige); de visar det anonyma namnet.',
  'usererase.kept.elearning.what': 'E-learninglicenser och resultat.',
  'usererase.kept.elearning.why': 'De är kundens register över given utbildning; utan kontots namn identifierar de ingen.',
  'usererase.kept.classroom.what': 'Klassrumsdeltaganden och signerade närvarolistor.',
  'usererase.kept.classroom.why': 'De dokumenterar kursen och kundens utbildning; deltagaren är anonym nu.',
});
