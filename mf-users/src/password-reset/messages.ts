import { registerMessages } from '@atrium/shared-ui';

registerMessages('en_US', {
  'password.forgot.title': 'Forgot password',
  'password.forgot.intro': 'Give your username or e-mail address, and we will e-mail you a link to choose a new password.',
  'password.forgot.usernameOrEmail': 'Username or e-mail address',
  'password.forgot.submit': 'Send link',
  'password.forgot.sent':
    'If we know that username or e-mail address, a link to choose a new password is on its way to the e-mail address of the account. The link works once, for {hours} hours.',
  'password.reset.title': 'Choose a password',
  'password.reset.username': 'Username',
  'password.reset.password': 'New password',
  'password.reset.repeatPassword': 'Repeat the new password',
  'password.reset.rule': 'At least 8 letters and digits, with a lower-case letter, an upper-case letter and a digit.',
  'password.reset.submit': 'Save password',
  'password.reset.done': 'Your password is saved. Sign in with it now.',
  'password.reset.newLink': 'Get a new link',
  'password.signIn': 'Sign in',
  'password.backToSignIn': 'Back to sign in',
  'user.password.resetLinkUsed': 'This link has been used, has expired or is not valid. Ask for a new one.',
});
registerMessages('nb_NO', {
  'password.forgot.title': 'Glemt passord',
  'password.forgot.intro': 'Skriv brukernavnet eller e-postadressen din, så sender vi deg en lenke for å velge et nytt passord.',
  'password.forgot.usernameOrEmail': 'Brukernavn eller e-postadresse',
  'password.forgot.submit': 'Send lenke',
  'password.forgot.sent':
    'Hvis vi kjenner brukernavnet eller e-postadressen, er en lenke for å velge nytt passord på vei til kontoens e-postadresse. Lenken virker én gang, i {hours} timer.',
  'password.reset.title': 'Velg passord',
  'password.reset.username': 'Brukernavn',
  'password.reset.password': 'Nytt passord',
  'password.reset.repeatPassword': 'Gjenta det nye passordet',
  'password.reset.rule': 'Minst 8 bokstaver og sifre, med en liten bokstav, en stor bokstav og et siffer.',
  'password.reset.submit': 'Lagre passord',
  'password.reset.done': 'Passordet ditt er lagret. Logg inn med det nå.',
  'password.reset.newLink': 'Få en ny lenke',
  'password.signIn': 'Logg inn',
  'password.backToSignIn': 'Tilbake til innlogging',
  'user.password.resetLinkUsed': 'Denne lenken er brukt, har gått ut eller er ikke gyldig. Be om en ny.',
});
registerMessages('sv_SE', {
  'password.forgot.title': 'Glömt lösenord',
  'password.forgot.intro': 'Ange ditt användarnamn eller din e-postadress, så skickar vi en länk för att välja ett nytt lösenord.',
  'password.forgot.usernameOrEmail': 'Användarnamn eller e-postadress',
  'password.forgot.submit': 'Skicka länk',
  'password.forgot.sent':
    'Om vi känner till användarnamnet eller e-postadressen är en länk för att välja nytt lösenord på väg till kontots e-postadress. Länken fungerar en gång, i {hours} timmar.',
  'password.reset.title': 'Välj lösenord',
  'password.reset.username': 'Användarnamn',
  'password.reset.password': 'Nytt lösenord',
  'password.reset.repeatPassword': 'Upprepa det nya lösenordet',
  'password.reset.rule': 'Minst 8 bokstäver och siffror, med en liten bokstav, en stor bokstav och en siffra.',
  'password.reset.submit': 'Spara lösenord',
  'password.reset.done': 'Ditt lösenord är sparat. Logga in med det nu.',
  'password.reset.newLink': 'Få en ny länk',
  'password.signIn': 'Logga in',
  'password.backToSignIn': 'Tillbaka till inloggningen',
  'user.password.resetLinkUsed': 'Länken har redan använts, har gått ut eller är inte giltig. Be om en ny.',
});
