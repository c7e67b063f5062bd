import { registerMessages } from '@atrium/shared-ui';

// The diploma templates screen (decision 0233): what each course provider's diploma templates say per language.

registerMessages('en_US', {
  'nav.diplomatemplates': 'Diploma templates',
  'diploma-templates.title': 'Diploma templates',
  'diploma-templates.intro': 'What a diploma says, per language. A diploma is printed in its holder’s language, else in English.',
  'diploma-templates.provider': 'Course provider',
  'diploma-templates.template': 'Diploma template',
  'diploma-templates.texts': 'Texts of the diploma template',
  'diploma-templates.locale.en_US': 'English',
  'diploma-templates.locale.nb_NO': 'Norwegian',
  'diploma-templates.locale.sv_SE': 'Swedish',
  'diploma-templates.field.title': 'Title',
  'diploma-templates.field.body': 'Text',
  'diploma-templates.field.bodyHint': 'Filled in on each diploma: {placeholders}. A blank line starts a new paragraph.',
  'diploma-templates.field.issuer': 'Issued by',
  'diploma-templates.field.issuerHint': 'Empty: the course provider’s name.',
  'diploma-templates.field.signatureLine': 'Under the signature line',
  'diploma-templates.save': 'Save the texts',
  'diploma-templates.saved': 'The diploma texts are saved',
});

registerMessages('nb_NO', {
  'nav.diplomatemplates': 'Diplommaler',
  'diploma-templates.title': 'Diplommaler',
  'diploma-templates.intro': 'Hva et diplom sier, per språk. Et diplom skrives ut på innehaverens språk, ellers på engelsk.',
  'diploma-templates.provider': 'Kursleverandør',
  'diploma-templates.template': 'Diplommal',
  'diploma-templates.texts': 'Tekstene i diplommalen',
  'diploma-templates.locale.en_US': 'Engelsk',
  'diploma-templates.locale.nb_NO': 'Norsk',
  'diploma-templates.locale.sv_SE': 'Svensk',
  'diploma-templates.field.title': 'Tittel',
  'diploma-templates.field.body': 'Tekst',
  'diploma-templates.field.bodyHint': 'Fylles ut på hvert diplom: {placeholders}. En tom linje starter et nytt avsnitt.',
  'diploma-templates.field.issuer': 'Utstedt av',
  'diploma-templates.field.issuerHint': 'Tom: kursleverandørens navn.',
  'diploma-templates.field.signatureLine': 'Under signaturlinjen',
  'diploma-templates.save': 'Lagre tekstene',
  'diploma-templates.saved': 'Diplomtekstene er lagret',
});

registerMessages('sv_SE', {
  'nav.diplomatemplates': 'Diplommallar',
  'diploma-templates.title': 'Diplommallar',
  'diploma-templates.intro': 'Vad ett diplom säger, per språk. Ett diplom skrivs ut på innehavarens språk, annars på engelska.',
  'diploma-templates.provider': 'Kursleverantör',
  'diploma-templates.template': 'Diplommall',
  'diploma-templates.texts': 'Diplommallens texter',
  'diploma-templates.locale.en_US': 'Engelska',
  'diploma-templates.locale.nb_NO': 'Norska',
  'diploma-templates.locale.sv_SE': 'Svenska',
  'diploma-templates.field.title': 'Titel',
  'diploma-templates.field.body': 'Text',
  'diploma-templates.field.bodyHint': 'Fylls i på varje diplom: {placeholders}. En tom rad börjar ett nytt stycke.',
  'diploma-templates.field.issuer': 'Utfärdat av',
  'diploma-templates.field.issuerHint': 'Tomt: kursleverantörens namn.',
  'diploma-templates.field.signatureLine': 'Under signaturlinjen',
  'diploma-templates.save': 'Spara texterna',
  'diploma-templates.saved': 'Diplomtexterna är sparade',
});
