import { formatDay } from './diploma-pdf';

/** What an expiry reminder names: the person greeted, the course, the expiry day (YYYY-MM-DD) and the admin's message. */
interface ReminderFacts {
  firstName: string;
  course: string;
  expires: string;
  message: string;
}

type ReminderText = (facts: ReminderFacts, day: string) => { subject: string; lines: string[] };

/** The expiry reminder (document 001 §7 sendExpireReminders) in each language a holder may have (as decision 0226). */
const REMINDERS: Record<string, ReminderText> = {
  en_US: ({ firstName, course }, day) => ({
    subject: `Your course "${course}" expires soon`,
    lines: [
      `Hello ${firstName},`,
      '',
      `Your competence from the course "${course}" expires on ${day}.`,
      'Please take the course again before then.',
    ],
  }),
  nb_NO: ({ firstName, course }, day) => ({
    subject: `Kurset «${course}» utløper snart`,
    lines: [`Hei ${firstName},`, '', `Kompetansen din fra kurset «${course}» utløper ${day}.`, 'Ta kurset på nytt før den tid.'],
  }),
  sv_SE: ({ firstName, course }, day) => ({
    subject: `Kursen ”${course}” går snart ut`,
    lines: [`Hej ${firstName}!`, '', `Din kompetens från kursen ”${course}” går ut ${day}.`, 'Gå kursen igen före dess.'],
  }),
};

/** The reminder in the holder's language when it is one of ours, else English, with the admin's message below it. */
export function reminderMail(facts: ReminderFacts, locale: string | null) {
  const language = locale && locale in REMINDERS ? locale : 'en_US';
  const { subject, lines } = REMINDERS[language]!(facts, formatDay(facts.expires, language));
  if (facts.message) lines.push('', facts.message);
  return { subject, text: lines.join('\n') };
}
