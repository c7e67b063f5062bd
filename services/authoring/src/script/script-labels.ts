import type { AuthoringLocale, LessonType, PackageStatus } from '@atrium/authoring-contract';

interface ScriptLabels {
  script: string;
  exam: string;
  multiple: string;
  correct: string;
  disabled: string;
  files: string;
  examPercent: string;
  take: string;
  lessonTypes: Record<LessonType, string>;
  statuses: Record<PackageStatus, string>;
}

/** The printed script's own words, in the package's locale (the script is read in the language it is written in). */
export const SCRIPT_LABELS: Record<AuthoringLocale, ScriptLabels> = {
  en_US: {
    script: 'Script',
    exam: 'Exam',
    multiple: 'more than one answer can be correct',
    correct: 'correct',
    disabled: 'disabled, left out of the export',
    files: 'Files',
    examPercent: '{percent} % correct answers needed to pass',
    take: '{take} of {count} tasks drawn',
    lessonTypes: { video: 'Video', videoNoFiles: 'Video from an address', html: 'HTML', htmlv2: 'HTML v2', task: 'Tasks' },
    statuses: { none: 'No status', development: 'Development', testing: 'Testing', published: 'Published', archived: 'Archived' },
  },
  nb_NO: {
    script: 'Manus',
    exam: 'Eksamen',
    multiple: 'flere svar kan være riktige',
    correct: 'riktig',
    disabled: 'deaktivert, utelatt fra eksporten',
    files: 'Filer',
    examPercent: '{percent} % riktige svar kreves for å bestå',
    take: '{take} av {count} oppgaver trekkes',
    lessonTypes: { video: 'Video', videoNoFiles: 'Video fra en adresse', html: 'HTML', htmlv2: 'HTML v2', task: 'Oppgaver' },
    statuses: { none: 'Ingen status', development: 'Utvikling', testing: 'Testing', published: 'Publisert', archived: 'Arkivert' },
  },
  sv_SE: {
    script: 'Manus',
    exam: 'Prov',
    multiple: 'flera svar kan vara rätt',
    correct: 'rätt',
    disabled: 'inaktiverad, utelämnad ur exporten',
    files: 'Filer',
    examPercent: '{percent} % rätta svar krävs för godkänt',
    take: '{take} av {count} uppgifter dras',
    lessonTypes: { video: 'Video', videoNoFiles: 'Video från en adress', html: 'HTML', htmlv2: 'HTML v2', task: 'Uppgifter' },
    statuses: { none: 'Ingen status', development: 'Utveckling', testing: 'Test', published: 'Publicerad', archived: 'Arkiverad' },
  },
};
