import { REPORT_LOCALES, type ReportLocale } from '@atrium/classroom-contract';

/** The language an e-mail is written in: the recipient's own when it is one of ours, else en_US (decision 0226). */
export function mailLocale(locale: string | null | undefined): ReportLocale {
  return REPORT_LOCALES.find((known) => known === locale) ?? 'en_US';
}

/** What a notice names: the course, its first day (YYYY-MM-DD or none), the person greeted and any link to follow. */
interface NoticeFacts {
  course: string;
  startDate: string | null;
  name: string;
  /** The learners' evaluation form of an evaluation request. */
  link?: string;
}

type Notice = (facts: NoticeFacts) => { subject: string; text: string };
type NoticeKind =
  | 'participantAdded'
  | 'participantCancelled'
  | 'courseCancelled'
  | 'courseConfirmation'
  | 'waitingListOffer'
  | 'participantListToInstructor'
  | 'postCourseInfo'
  | 'evaluationRequest';

/** A day as the language writes it. */
const day = (startDate: string, locale: ReportLocale) => {
  const [year, month, date] = startDate.split('-');
  return locale === 'sv_SE' ? startDate : `${date}.${month}.${year}`;
};

const en = (startDate: string | null) => (startDate ? ` starting ${day(startDate, 'en_US')}` : '');
const nb = (startDate: string | null) => (startDate ? ` som starter ${day(startDate, 'nb_NO')}` : '');
const sv = (startDate: string | null) => (startDate ? ` som börjar ${day(startDate, 'sv_SE')}` : '');

/** The classroom outbox's e-mails (document 002 §7), in each language a recipient may have. */
export const NOTICES: Record<ReportLocale, Record<NoticeKind, Notice>> = {
  en_US: {
    participantAdded: ({ course, startDate, name }) => ({
      subject: `Your course: ${course}`,
      text: `Hello ${name},\n\nYou are now a participant of the classroom course "${course}"${en(startDate)}. Sign in to Atrium for the details.\n`,
    }),
    participantCancelled: ({ course, startDate, name }) => ({
      subject: `Cancelled: ${course}`,
      text: `Hello ${name},\n\nYour participation in the classroom course "${course}"${en(startDate)} has been cancelled.\n`,
    }),
    courseCancelled: ({ course, startDate, name }) => ({
      subject: `Course cancelled: ${course}`,
      text: `Hello ${name},\n\nThe classroom course "${course}"${en(startDate)} has been cancelled. We are sorry for the inconvenience.\n`,
    }),
    courseConfirmation: ({ course, startDate, name }) => ({
      subject: `Course confirmation: ${course}`,
      text: `Hello ${name},\n\nThis confirms your place on the classroom course "${course}"${en(startDate)}. Welcome!\n`,
    }),
    waitingListOffer: ({ course, startDate, name }) => ({
      subject: `A seat is free: ${course}`,
      text: `Hello ${name},\n\nA seat has become free on the classroom course "${course}"${en(startDate)}, where you are on the waiting list. Contact us or order it in Atrium to take it.\n`,
    }),
    participantListToInstructor: ({ course, startDate, name }) => ({
      subject: `Participant list: ${course}`,
      text: `Hello ${name},\n\nPlease find attached the participant list of the classroom course "${course}"${en(startDate)}, where you are an instructor.\n`,
    }),
    postCourseInfo: ({ course, startDate, name }) => ({
      subject: `After the course: ${course}`,
      text: `Hello ${name},\n\nThe classroom course "${course}"${en(startDate)} is over. Please find attached the course report and the participant list.\n`,
    }),
    evaluationRequest: ({ course, startDate, name, link }) => ({
      subject: `How was the course? ${course}`,
      text: `Hello ${name},\n\nThank you for taking part in the classroom course "${course}"${en(startDate)}. Please tell us how it went: rate the course, the course place and the instructors here (the link works once):\n\n${link}\n`,
    }),
  },
  nb_NO: {
    participantAdded: ({ course, startDate, name }) => ({
      subject: `Ditt kurs: ${course}`,
      text: `Hei ${name},\n\nDu er nå deltaker på klasseromskurset «${course}»${nb(startDate)}. Logg inn i Atrium for detaljene.\n`,
    }),
    participantCancelled: ({ course, startDate, name }) => ({
      subject: `Avmeldt: ${course}`,
      text: `Hei ${name},\n\nDin deltakelse på klasseromskurset «${course}»${nb(startDate)} er avbestilt.\n`,
    }),
    courseCancelled: ({ course, startDate, name }) => ({
      subject: `Kurset er avlyst: ${course}`,
      text: `Hei ${name},\n\nKlasseromskurset «${course}»${nb(startDate)} er avlyst. Vi beklager ulempen.\n`,
    }),
    courseConfirmation: ({ course, startDate, name }) => ({
      subject: `Kursbekreftelse: ${course}`,
      text: `Hei ${name},\n\nDette bekrefter din plass på klasseromskurset «${course}»${nb(startDate)}. Velkommen!\n`,
    }),
    waitingListOffer: ({ course, startDate, name }) => ({
      subject: `En plass er ledig: ${course}`,
      text: `Hei ${name},\n\nEn plass er blitt ledig på klasseromskurset «${course}»${nb(startDate)}, der du står på venteliste. Kontakt oss eller bestill den i Atrium for å ta den.\n`,
    }),
    participantListToInstructor: ({ course, startDate, name }) => ({
      subject: `Deltakerliste: ${course}`,
      text: `Hei ${name},\n\nVedlagt er deltakerlisten for klasseromskurset «${course}»${nb(startDate)}, der du er instruktør.\n`,
    }),
    postCourseInfo: ({ course, startDate, name }) => ({
      subject: `Etter kurset: ${course}`,
      text: `Hei ${name},\n\nKlasseromskurset «${course}»${nb(startDate)} er gjennomført. Vedlagt er kursrapporten og deltakerlisten.\n`,
    }),
    evaluationRequest: ({ course, startDate, name, link }) => ({
      subject: `Hvordan var kurset? ${course}`,
      text: `Hei ${name},\n\nTakk for at du deltok på klasseromskurset «${course}»${nb(startDate)}. Fortell oss hvordan det gikk: vurder kurset, kursstedet og instruktørene her (lenken virker én gang):\n\n${link}\n`,
    }),
  },
  sv_SE: {
    participantAdded: ({ course, startDate, name }) => ({
      subject: `Din kurs: ${course}`,
      text: `Hej ${name},\n\nDu är nu deltagare på klassrumskursen "${course}"${sv(startDate)}. Logga in i Atrium för detaljerna.\n`,
    }),
    participantCancelled: ({ course, startDate, name }) => ({
      subject: `Avbokad: ${course}`,
      text: `Hej ${name},\n\nDitt deltagande på klassrumskursen "${course}"${sv(startDate)} har avbokats.\n`,
    }),
    courseCancelled: ({ course, startDate, name }) => ({
      subject: `Kursen är inställd: ${course}`,
      text: `Hej ${name},\n\nKlassrumskursen "${course}"${sv(startDate)} är inställd. Vi ber om ursäkt för besväret.\n`,
    }),
    courseConfirmation: ({ course, startDate, name }) => ({
      subject: `Kursbekräftelse: ${course}`,
      text: `Hej ${name},\n\nDetta bekräftar din plats på klassrumskursen "${course}"${sv(startDate)}. Välkommen!\n`,
    }),
    waitingListOffer: ({ course, startDate, name }) => ({
      subject: `En plats är ledig: ${course}`,
      text: `Hej ${name},\n\nEn plats har blivit ledig på klassrumskursen "${course}"${sv(startDate)}, där du står på väntelistan. Kontakta oss eller beställ den i Atrium för att ta den.\n`,
    }),
    participantListToInstructor: ({ course, startDate, name }) => ({
      subject: `Deltagarlista: ${course}`,
      text: `Hej ${name},\n\nBifogat finns deltagarlistan för klassrumskursen "${course}"${sv(startDate)}, där du är instruktör.\n`,
    }),
    postCourseInfo: ({ course, startDate, name }) => ({
      subject: `Efter kursen: ${course}`,
      text: `Hej ${name},\n\nKlassrumskursen "${course}"${sv(startDate)} är genomförd. Bifogat finns kursrapporten och deltagarlistan.\n`,
    }),
    evaluationRequest: ({ course, startDate, name, link }) => ({
      subject: `Hur var kursen? ${course}`,
      text: `Hej ${name},\n\nTack för att du deltog i klassrumskursen "${course}"${sv(startDate)}. Berätta hur det gick: betygsätt kursen, kursplatsen och instruktörerna här (länken fungerar en gång):\n\n${link}\n`,
    }),
  },
};
