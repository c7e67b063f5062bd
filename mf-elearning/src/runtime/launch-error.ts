import { REMOTE_LAUNCH_ERRORS } from '@atrium/elearning-contract';
import { RuntimeError } from './runtime-api';
import { rt, type RuntimeMessageKey } from './runtime-messages';

// The server's refusals of a remote launch (document 001 §7), keyed so they read in the learner's language.
const REMOTE_ERROR_KEYS: Record<string, RuntimeMessageKey> = {
  [REMOTE_LAUNCH_ERRORS.notAvailable]: 'remoteScorm.error.notAvailable',
  [REMOTE_LAUNCH_ERRORS.learnerLimit]: 'remoteScorm.error.learnerLimit',
  [REMOTE_LAUNCH_ERRORS.cancelled]: 'remoteScorm.error.cancelled',
  [REMOTE_LAUNCH_ERRORS.noPackage]: 'remoteScorm.error.noPackage',
};

/** What the learner reads when the course could not start. */
export function launchErrorText(error: unknown): string {
  if (!(error instanceof RuntimeError) || !error.message) return rt('runtime.unknownError');
  const key = REMOTE_ERROR_KEYS[error.message];
  return key ? rt(key) : error.message;
}
