import type { MailMessage } from '@atrium/service-core';
import { RESET_LINK_HOURS, WELCOME_LINK_DAYS, type Locale } from '@atrium/users-contract';
import type { LinkPerson, LinkPurpose } from './password-reset-store';

interface MailText {
  subject: string;
  text: (name: string, username: string, link: string) => string;
}

// The e-mails speak the person's language (users.locale), as every screen does.
const TEXTS: Record<Locale, Record<LinkPurpose, MailText>> = {
  en_US: {
    reset: {
      subject: 'Reset your Atrium password',
      text: (name, username, link) =>
        `Hello ${name},\n\nSomeone, hopefully you, asked to reset the password of your Atrium account "${username}". ` +
        `Open this link within ${RESET_LINK_HOURS} hours to choose a new password:\n\n${link}\n\n` +
        'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
    },
    welcome: {
      subject: 'Set your Atrium password',
      text: (name, username, link) =>
        `Hello ${name},\n\nAn Atrium account has been made for you, with the username "${username}". ` +
        `Open this link within ${WELCOME_LINK_DAYS} days to choose your password:\n\n${link}\n\n` +
        'The link works once. If it has expired, choose "Forgot password?" on the sign-in page to get a new one.\n',
    },
  },
  nb_NO: {
    reset: {
      subject: 'Tilbakestill passordet ditt i Atrium',
      text: (name, username, link) =>
        `Hei ${name},\n\nNoen, forhåpentligvis du, har bedt om å tilbakestille passordet til Atrium-kontoen "${username}". ` +
        `Åpne denne lenken innen ${RESET_LINK_HOURS} timer for å velge et nytt passord:\n\n${link}\n\n` +
        'Lenken virker én gang. Har du ikke bedt om dette, kan du se bort fra e-posten: passordet ditt forblir som det er.\n',
    },
    welcome: {
      subject: 'Velg passordet ditt i Atrium',
      text: (name, username, link) =>
        `Hei ${name},\n\nDet er opprettet en Atrium-konto til deg, med brukernavnet "${username}". ` +
        `Åpne denne lenken innen ${WELCOME_LINK_DAYS} dager for å velge passordet ditt:\n\n${link}\n\n` +
        'Lenken virker én gang. Har den gått ut, velger du "Glemt passord?" på innloggingssiden for å få en ny.\n',
    },
  },
  sv_SE: {
    reset: {
      subject: 'Återställ ditt lösenord i Atrium',
      text: (name, username, link) =>
        `Hej ${name},\n\nNågon, förhoppningsvis du, har bett om att återställa lösenordet till Atrium-kontot "${username}". ` +
        `Öppna den här länken inom ${RESET_LINK_HOURS} timmar för att välja ett nytt lösenord:\n\n${link}\n\n` +
        'Länken fungerar en gång. Har du inte bett om detta kan du bortse från e-postmeddelandet: ditt lösenord förblir som det är.\n',
    },
    welcome: {
      subject: 'Välj ditt lösenord i Atrium',
      text: (name, username, link) =>
        `Hej ${name},\n\nEtt Atrium-konto har skapats åt dig, med användarnamnet "${username}". ` +
        `Öppna den här länken inom ${WELCOME_LINK_DAYS} dagar för att välja ditt lösenord:\n\n${link}\n\n` +
        'Länken fungerar en gång. Har den gått ut väljer du "Glömt lösenord?" på inloggningssidan för att få en ny.\n',
    },
  },
};

/** The e-mail that carries a password link to the person. */
export function passwordLinkMail(person: LinkPerson, purpose: LinkPurpose, link: string): MailMessage {
  const text = TEXTS[person.locale][purpose];
  return { to: person.email, subject: text.subject, text: text.text(person.firstName, person.username, link) };
}
