// The learner runtime's constants, apart from the zod schemas: the runtime page imports these alone, so the
// learners' download carries no zod (with the package's "sideEffects": false, webpack leaves the other modules out).

/**
 * The query parameter of a cmi5 AU's returnURL: the runtime page opened with it is the AU leaving the course,
 * and takes the learner out of it (cmi5 §8.1 returnURL) instead of starting another session.
 */
export const CMI5_RETURN_PARAM = 'returned';

export const RUNTIME_CONSTANTS = {
  asyncTimeoutMs: 60_000,
  apiVersion: '0.9',
  toolVersion: '1.22',
  remoteScormVersions: ['1.2', '2004 3rd edition'],
} as const;

/** Document 001 §8: the last error while the network fails. */
export const NETWORK_ERROR_CODE = 102;

/**
 * SCORM 2004 with sequencing: the course's own result as the sequencing engine rolls it up to the root activity
 * (SN RB.1), carried with each commit under these element names; the license follows it (decision 0105).
 */
export const COURSE_ROLLUP_KEYS = { completion: 'adl.rollup.completion_status', success: 'adl.rollup.success_status' } as const;

/** What the runtime posts to the wrapper (window.parent) after each change of the license's progress. */
export const REMOTE_PROGRESS_MESSAGE = 'atrium:remote-scorm-progress';

/**
 * Why a remote launch is refused: the server's messages (403/404/409), which the runtime shows in the
 * learner's language under the runtime keys remoteScorm.* (as UPLOAD_ERRORS for the package tab).
 */
export const REMOTE_LAUNCH_ERRORS = {
  notAvailable: 'This course is not available from your learning system',
  learnerLimit: 'All places your organisation has on this course are taken',
  cancelled: 'Your license for this course is cancelled',
  noPackage: 'The course has no course package',
} as const;

/** A license's evaluation as its holder reads and gives it (learner-evaluation.ts's endpoints). */
export const LEARNER_EVALUATION_PATH = '/data/my/licenses/:licenseId/evaluation';
