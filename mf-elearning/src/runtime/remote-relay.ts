import { REMOTE_PROGRESS_MESSAGE } from '@atrium/elearning-contract';
import { loadProgress, type RuntimeContext } from './runtime-api';

// cmi5 content sends its statements to the server itself, so no commit of the runtime tells of its progress:
// it is read on a beat as well.
const POLL_MS = 15_000;

export interface RemoteRelay {
  /** Reads the license's progress again, as after a commit the server confirmed. */
  refresh(): void;
  dispose(): void;
}

/**
 * The session's enableRemoteScormLogging (document 001 §3): the license's progress also goes to the customer's
 * LMS, through the wrapper that frames this page. Only a change is posted, so the wrapper commits to the LMS
 * no more often than needed. Reads run one at a time, so an older answer never overtakes a newer one.
 */
export function startRemoteRelay(context: RuntimeContext, sessionId: string): RemoteRelay {
  let lastPosted: string | undefined;
  let reading = false;
  let readAgain = false;
  let disposed = false;

  const read = async (): Promise<void> => {
    if (disposed) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      const { completed, completionStatus, successStatus, scoreScaled, scoreRaw } = await loadProgress(context, sessionId);
      // A license completed once stays so (an approval completes it too), whatever a later review of the
      // content sets; the LMS should not see it fall back.
      const message = {
        type: REMOTE_PROGRESS_MESSAGE,
        completionStatus: completed ? 'completed' : completionStatus,
        successStatus,
        scoreScaled,
        scoreRaw,
      };
      const key = JSON.stringify(message);
      if (!disposed && key !== lastPosted) {
        // The wrapper's origin is the LMS's, which the runtime does not know; the message is the learner's own
        // status, nothing secret, and the wrapper checks the origin and source of what it receives.
        window.parent.postMessage(message, '*');
        lastPosted = key;
      }
    } catch {
      // The next commit or beat reads it again.
    } finally {
      reading = false;
    }
    if (readAgain) {
      readAgain = false;
      await read();
    }
  };

  const timer = setInterval(() => void read(), POLL_MS);
  void read();
  return {
    refresh: () => void read(),
    dispose: () => {
      disposed = true;
      clearInterval(timer);
    },
  };
}
