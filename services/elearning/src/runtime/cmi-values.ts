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

export function progressOf(type: PackageType, cmi: Record<string, string>): ItemProgress {
  return type === 'scorm12' ? scorm12Progress(cmi) : scorm2004Progress(cmi);
}

/*
 * What goes back to the runtime on the next launch: the learner-writable elements that carry progress.
 * Write-only (interactions) and LMS-owned elements are left out; entry follows the last exit.
 */
const RESTORED = {
  scorm12:
    /^cmi\.(core\.(lesson_location|lesson_status|score\.(raw|min|max)|total_time)|suspend_data|student_preference\.\w+|objectives\.\d+\.(id|status|score\.(raw|min|max)))$/,
  scorm2004:
    /^cmi\.(location|completion_status|success_status|progress_measure|score\.(raw|min|max|scaled)|total_time|suspend_data|learner_preference\.\w+|objectives\.\d+\.(id|success_status|completion_status|progress_measure|score\.(raw|min|max|scaled)))$/,
  cmi5: /^$/,
} as const;

export function restoreSet(type: PackageType, cmi: Record<string, string>): Record<string, string> {
  const restored = Object.fromEntries(Object.entries(cmi).filter(([key]) => RESTORED[type].test(key)));
  if (type === 'scorm12') restored['cmi.core.entry'] = cmi['cmi.core.exit'] === 'suspend' ? 'resume' : '';
  if (type === 'scorm2004') restored['cmi.entry'] = cmi['cmi.exit'] === 'suspend' ? 'resume' : '';
  return restored;
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
