import { registerMessages } from '@atrium/shared-ui';

// The participant-list signing page (document 002 §2; decision 0174).

registerMessages('en_US', {
  'partlist.title': 'Participant list: {title}',
  'partlist.intro': 'Find your name, tap Sign and sign with your finger or a pen.',
  'partlist.people': 'Participants',
  'partlist.sign': 'Sign',
  'partlist.signAgain': 'Sign again',
  'partlist.signAs': 'Sign as {name}',
  'partlist.signedAt': 'Signed {when}',
  'partlist.notSigned': 'Not signed',
  'partlist.open': 'Participant-list signing page',
});

registerMessages('nb_NO', {
  'partlist.title': 'Deltakerliste: {title}',
  'partlist.intro': 'Finn navnet ditt, trykk Signer og signer med fingeren eller en penn.',
  'partlist.people': 'Deltakere',
  'partlist.sign': 'Signer',
  'partlist.signAgain': 'Signer på nytt',
  'partlist.signAs': 'Signer som {name}',
  'partlist.signedAt': 'Signert {when}',
  'partlist.notSigned': 'Ikke signert',
  'partlist.open': 'Signeringsside for deltakerlisten',
});

registerMessages('sv_SE', {
  'partlist.title': 'Deltagarlista: {title}',
  'partlist.intro': 'Hitta ditt namn, tryck på Signera och signera med fingret eller en penna.',
  'partlist.people': 'Deltagare',
  'partlist.sign': 'Signera',
  'partlist.signAgain': 'Signera igen',
  'partlist.signAs': 'Signera som {name}',
  'partlist.signedAt': 'Signerad {when}',
  'partlist.notSigned': 'Inte signerad',
  'partlist.open': 'Signeringssida för deltagarlistan',
});
