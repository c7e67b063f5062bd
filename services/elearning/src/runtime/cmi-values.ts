import { withoutNul, type PackageType } from '@atrium/elearning-contract';

/** What the license and the lists need from one item's CMI data, in the words of either SCORM edition. */
export interface ItemProgress {
  location: string | null;
  suspendData: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  scoreRaw: number | null;
  scoreScaled: number | null;
  totalTime: string | null;
}

const numberOrNull = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

function scorm12Progress(cmi: Record<string, string>): ItemProgress {
  const status = cmi['cmi.core.lesson_status'] ?? null;
  const raw = numberOrNull(cmi['cmi.core.score.raw']);
  const min = numberOrNull(cmi['cmi.core.score.min']) ?? 0;
  const max = numberOrNull(cmi['cmi.core.score.max']) ?? 100;
  return {
    location: cmi['cmi.core.lesson_location'] ?? null,
    suspendData: cmi['cmi.suspend_data'] ?? null,
    // SCORM 1.2 has one status for both: passed and failed are attempts that ended, so they count as completed.
    completionStatus:
      status === null
        ? null
        : ['completed', 'passed', 'failed'].includes(status)
          ? 'completed'
          : status === 'not attempted'
            ? 'not attempted'
            : 'incomplete',
    successStatus: status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : status === null ? null : 'unknown',
    scoreRaw: raw,
    scoreScaled: raw === null || max <= min ? null : (raw - min) / (max - min),
    totalTime: cmi['cmi.core.total_time'] ?? null,
  };
}

function scorm2004Progress(cmi: Record<string, string>): ItemProgress {
  return {
    location: cmi['cmi.location'] ?? null,
    suspendData: cmi['cmi.suspend_data'] ?? null,
    completionStatus: cmi['cmi.completion_status'] ?? null,
    successStatus: cmi['cmi.success_status'] ?? null,
    scoreRaw: numberOrNull(cmi['cmi.score.raw']),
    scoreScaled: numberOrNull(cmi['cmi.score.scaled']),
    totalTime: cmi['cmi.total_time'] ?? null,
  };
}

/**
 * What the LMS itself decides when a SCORM 1.2 SCO finishes (RTE 3.4.4, cmi.core.lesson_status): a status the
 * SCO never set becomes completed, and with adlcp:masteryscore and a raw score (taken for credit) the score
 * decides passed or failed. SCORM 2004 content reports its own statuses; its data is kept as sent.
 */
export function finishedCmi(type: PackageType, cmi: Record<string, string>, masteryScore: number | null): Record<string, string> {
  if (type !== 'scorm12') return cmi;
  const status = cmi['cmi.core.lesson_status'] ?? '';
  const finished = { ...cmi };
  if (status === '' || status === 'not attempted') finished['cmi.core.lesson_status'] = 'completed';
  const raw = numberOrNull(cmi['cmi.core.score.raw']);
  if (masteryScore !== null && raw !== null && cmi['cmi.core.credit'] !== 'no-credit' && cmi['cmi.core.lesson_mode'] !== 'browse') {
    finished['cmi.core.lesson_status'] = raw >= masteryScore ? 'passed' : 'failed';
  }
  return finished;
}

export function progressOf(type: PackageType, cmi: Record<string, string>): ItemProgress {
  return type === 'scorm12' ? scorm12Progress(cmi) : scorm2004Progress(cmi);
}

/*
 * What goes back to the runtime on the next launch: the learner-writable elements that carry progress.
 * Write-only (interactions) and LMS-owned elements are left out; the LMS sets entry and credit.
 */
const RESTORED = {
  scorm12:
    /^cmi\.(core\.(lesson_location|lesson_status|score\.(raw|min|max)|total_time)|suspend_data|student_preference\.\w+|objectives\.\d+\.(id|status|score\.(raw|min|max)))$/,
  scorm2004:
    /^cmi\.(location|completion_status|success_status|progress_measure|score\.(raw|min|max|scaled)|total_time|suspend_data|learner_preference\.\w+|objectives\.\d+\.(id|success_status|completion_status|progress_measure|score\.(raw|min|max|scaled)))$/,
  cmi5: /^$/,
} as const;

/**
 * entry (SCORM 1.2 cmi.core.entry, 2004 cmi.entry): ab-initio for the first session of an attempt (no data
 * yet), resume after a suspend, empty otherwise. Every launch is normal and for credit.
 */
function entryOf(exit: string | undefined, cmi: Record<string, string>): string {
  if (exit === 'suspend') return 'resume';
  return Object.keys(cmi).length === 0 ? 'ab-initio' : '';
}

export function restoreSet(type: PackageType, cmi: Record<string, string>): Record<string, string> {
  const restored = Object.fromEntries(Object.entries(cmi).filter(([key]) => RESTORED[type].test(key)));
  if (type === 'scorm12') {
    restored['cmi.core.entry'] = entryOf(cmi['cmi.core.exit'], cmi);
    restored['cmi.core.credit'] = 'credit';
    restored['cmi.core.lesson_mode'] = 'normal';
  }
  if (type === 'scorm2004') {
    restored['cmi.entry'] = entryOf(cmi['cmi.exit'], cmi);
    restored['cmi.credit'] = 'credit';
    restored['cmi.mode'] = 'normal';
  }
  return restored;
}

/**
 * SCORM 2004: the objectives the manifest declares for the item are in cmi.objectives from the start, after
 * the ones the learner's data already holds (with their status and scores), each id once.
 */
export function withDeclaredObjectives(cache: Record<string, string>, declared: readonly string[]): Record<string, string> {
  const known = new Set(Object.entries(cache).flatMap(([key, value]) => (/^cmi\.objectives\.\d+\.id$/.test(key) ? [value] : [])));
  const next = Object.keys(cache).reduce((count, key) => {
    const index = /^cmi\.objectives\.(\d+)\./.exec(key)?.[1];
    return index === undefined ? count : Math.max(count, Number(index) + 1);
  }, 0);
  const added = declared.filter((id) => !known.has(id));
  return { ...cache, ...Object.fromEntries(added.map((id, offset) => [`cmi.objectives.${next + offset}.id`, id])) };
}

/** A Terminate whose exit is not suspend ends the learner attempt (SCORM 1.2 RTE 3.4.4, 2004 RTE 4.2.8). */
export function endsAttempt(type: PackageType, cmi: Record<string, string>): boolean {
  if (type === 'cmi5') return false;
  return (type === 'scorm12' ? cmi['cmi.core.exit'] : cmi['cmi.exit']) !== 'suspend';
}

const INTERACTION = /^cmi\.interactions\.(\d+)\.(.+)$/;

/** How many interactions a CMI map holds (the highest index plus one). */
export function interactionCount(cmi: Record<string, string>): number {
  return Object.keys(cmi).reduce((count, key) => {
    const index = INTERACTION.exec(key)?.[1];
    return index === undefined ? count : Math.max(count, Number(index) + 1);
  }, 0);
}

/**
 * A session's content numbers its interactions from 0 (they are write-only and not handed back), so they
 * are moved after those of the attempt's earlier sessions: interactions are added, never written over.
 */
export function appendInteractions(values: Record<string, string>, base: number): Record<string, string> {
  if (base === 0) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const match = INTERACTION.exec(key);
      return [match ? `cmi.interactions.${Number(match[1]) + base}.${match[2]}` : key, value];
    }),
  );
}

/** A CMI map from a client: an object of element names to strings (numbers are accepted and kept as text). */
export function parseCmiMap(value: string): Record<string, string> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const map: Record<string, string> = {};
  for (const [key, entry] of Object.entries(parsed)) {
    if (!/^(cmi|adl)\.[\w.]+$/.test(key) || key.length > 255) return undefined;
    if (typeof entry === 'string' && !withoutNul(entry)) return undefined;
    if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') map[key] = String(entry);
    else if (entry !== null) return undefined;
  }
  return map;
}
