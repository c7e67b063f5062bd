import type { MailMessage } from '@atrium/service-core';
import type { Locale } from '@atrium/users-contract';
import type { LinkPerson } from '../password-reset/password-reset-store';

interface NoticeText {
  subject: string;
  text: (name: string, courses: string, link: string) => string;
}

// In the person's language (users.locale), as every e-mail of the area.
const TEXTS: Record<Locale, NoticeText> = {
  en_US: {
    subject: 'You have new courses in Atrium',
    text: (name, courses, link) =>
      `Hello ${name},\n\nYou have been registered for these courses:\n\n${courses}\n\nFind them on your page: ${link}\n`,
  },
  nb_NO: {
    subject: 'Du har nye kurs i Atrium',
    text: (name, courses, link) => `Hei ${name},\n\nDu er meldt på disse kursene:\n\n${courses}\n\nDu finner dem på din side: ${link}\n`,
  },
  sv_SE: {
    subject: 'Du har nya kurser i Atrium',
    text: (name, courses, link) =>
      `Hej ${name},\n\nDu har anmälts till dessa kurser:\n\n${courses}\n\nDu hittar dem på din sida: ${link}\n`,
  },
};

/** Tells a person the import kept (someone Atrium already had) which courses it gave them (decision 0216). */
export function courseNoticeMail(person: LinkPerson, courses: string[], origin: string): MailMessage {
  const text = TEXTS[person.locale];
  const list = courses.map((course) => `- ${course}`).join('\n');
  return { to: person.email, subject: text.subject, text: text.text(person.firstName, list, `${origin}/mypage`) };
}
