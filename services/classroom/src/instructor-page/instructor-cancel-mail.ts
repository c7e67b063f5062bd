import type { ReportLocale } from '@atrium/classroom-contract';

interface CancelFacts {
  course: string;
  instanceId: number;
  instructor: string;
  /** The dates left, as YYYY-MM-DD HH:MM–HH:MM. */
  dates: readonly string[];
  comment: string;
  /** Whom the e-mail greets. */
  name: string;
}

const list = (dates: readonly string[]) => dates.map((date) => `- ${date}`).join('\n');

/** Decision 0244: course staff learn that an instructor left course dates, in the staff member's language. */
export const INSTRUCTOR_CANCEL_MAIL: Record<ReportLocale, (facts: CancelFacts) => { subject: string; text: string }> = {
  en_US: ({ course, instanceId, instructor, dates, comment, name }) => ({
    subject: `Instructor cancelled: ${course} (#${instanceId})`,
    text: `Hello ${name},\n\n${instructor} has cancelled their participation as instructor on these dates of the classroom course "${course}" (#${instanceId}):\n\n${list(dates)}\n${comment ? `\nTheir comment: ${comment}\n` : ''}\nPlease find another instructor for these dates.\n`,
  }),
  nb_NO: ({ course, instanceId, instructor, dates, comment, name }) => ({
    subject: `Instruktør har meldt seg av: ${course} (#${instanceId})`,
    text: `Hei ${name},\n\n${instructor} har meldt seg av som instruktør på disse datoene av klasseromskurset «${course}» (#${instanceId}):\n\n${list(dates)}\n${comment ? `\nKommentar: ${comment}\n` : ''}\nFinn en annen instruktør for disse datoene.\n`,
  }),
  sv_SE: ({ course, instanceId, instructor, dates, comment, name }) => ({
    subject: `Instruktör har avbokat: ${course} (#${instanceId})`,
    text: `Hej ${name},\n\n${instructor} har avbokat sitt deltagande som instruktör dessa datum av klassrumskursen "${course}" (#${instanceId}):\n\n${list(dates)}\n${comment ? `\nKommentar: ${comment}\n` : ''}\nHitta en annan instruktör för dessa datum.\n`,
  }),
};
