import { NETWORK_ERROR_CODE, type SequencingSave } from '@atrium/elearning-contract';
import { pageIsLeaving } from './page-leaving';
import { scormCallUrl, withinAsyncTimeout, type RuntimeContext } from './runtime-api';

type Params = Record<string, unknown>;
interface ResultObject {
  result: string;
  errorCode: number;
}
export type ChannelState = 'idle' | 'saving' | 'offline' | 'refused' | 'superseded';

// The pause between retries grows from 1 s but never beyond this: when the server, not the browser, was down
// (no 'online' event comes) a save goes through within a few seconds of its recovery.
const MAX_DELAY_MS = 4_000;
// SCORM's general exception: what the content hears once the server no longer takes this session's commits.
const GENERAL_EXCEPTION = 101;
// The session is over for the server (signed out, license cancelled, remote link renewed or the customer
// removed): repeating cannot help, and the commit stays remembered for a launch that may take it.
const SESSION_REFUSED = [401, 403, 404];
// The course was opened again (another device, browser or tab) since this launch: its saves would overwrite
// newer progress, so the server refuses them and this commit, remembered or not, is dropped for good.
const SUPERSEDED = 409;
const PENDING_KEY = 'atrium.runtime.pending';

interface Target {
  context: RuntimeContext;
  sessionId: string;
  licenseId: number;
  itemId: number;
  /** The launch's hold on the item (ScormItem.version): the server saves only commits carrying the current one. */
  version: number;
  /** Values of the LMS's own added to every commit (a sequenced course's rollup). */
  lmsValues?: () => Record<string, string>;
  /** SCORM 2004 sequencing: the engine's state at this commit, which the server keeps between launches (decision 0106). */
  sequencing?: () => SequencingSave | undefined;
}

interface PendingCommit {
  url: string;
  body: string;
}

// The server keeps plain values; the empty containers scorm-again renders (objectives: {}) carry nothing.
function plainValues(params: Params): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[key] = String(value);
  }
  return values;
}

// A framed runtime on another site may find storage blocked (third-party storage off): then it is only kept
// in memory, and saving itself must not fail for it.
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

const storageKey = (target: Target) => `${PENDING_KEY}.${target.licenseId}.${target.itemId}`;

/**
 * scorm-again's HTTP service: every commit carries the full CMI state, so only the newest one matters. It
 * is sent at once and retried with growing pauses while the network fails (the API's last error is then 102,
 * document 001 §8); the final commit of a leaving learner goes by sendBeacon. Until the server confirms a
 * commit it is also kept in localStorage, and the next launch sends it first, so no progress is lost.
 * onConfirmed hears of each commit the server accepted.
 */
export class CommitChannel {
  readonly reportsRequestCompletion = false;
  private pending: PendingCommit | null = null;
  private sending = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private seq = 0;
  private refused = false;
  private superseded = false;
  // The content's last commit, sent again when only the sequencing state has moved on since.
  private last: { params: Params; immediate: boolean } | null = null;

  constructor(
    private readonly target: Target,
    private readonly onState: (state: ChannelState) => void,
    private readonly onConfirmed?: () => void,
  ) {
    window.addEventListener('online', this.retryNow);
  }

  processHttpRequest(_url: string, params: Params, immediate: boolean): ResultObject {
    this.seq += 1;
    this.last = { params, immediate };
    const body = JSON.stringify({
      f: immediate ? 'terminate' : 'commit',
      itemid: this.target.itemId,
      licenseid: this.target.licenseId,
      value: JSON.stringify({ ...plainValues(params), ...this.target.lmsValues?.() }),
      seq: this.seq,
      version: this.target.version,
      sequencing: this.target.sequencing?.(),
    });
    const commit = { url: scormCallUrl(this.target.context, immediate ? 'terminate' : 'commit', this.target.sessionId), body };
    // A superseded launch's commits could only ever be refused: they are not even remembered.
    if (this.superseded) return { result: 'false', errorCode: GENERAL_EXCEPTION };
    this.remember(commit);
    if (this.refused) return { result: 'false', errorCode: GENERAL_EXCEPTION };
    if (immediate && this.terminatesByBeacon() && !this.sending && this.failures === 0 && navigator.sendBeacon(commit.url, body)) {
      // The browser delivers it even as the page goes; it stays remembered in case it never arrives.
      this.pending = null;
      return { result: 'true', errorCode: 0 };
    }
    this.pending = commit;
    void this.flush();
    return this.failures > 0 ? { result: 'false', errorCode: NETWORK_ERROR_CODE } : { result: 'true', errorCode: 0 };
  }

  updateSettings(): void {}

  /**
   * Saves the sequencing state after the engine moved on without a commit of the content (a navigation request
   * carried out after Terminate, a delivery): the last commit again, whose data is unchanged, or an empty one.
   */
  saveSequencing(): void {
    this.processHttpRequest('', this.last?.params ?? {}, this.last?.immediate ?? false);
  }

  /** Sends what the previous launch could not confirm, before this launch reads the learner data. */
  static async replayRemembered(target: Omit<Target, 'sessionId' | 'version'>): Promise<void> {
    const key = storageKey({ ...target, sessionId: '', version: 0 });
    const remembered = stored(key);
    if (!remembered) return;
    const commit = JSON.parse(remembered) as PendingCommit;
    const res = await fetch(commit.url, {
      method: 'POST',
      credentials: target.context.credentials,
      signal: withinAsyncTimeout(),
      headers: { 'content-type': 'application/json' },
      body: commit.body,
    });
    // Taken, or refused for good (a newer launch superseded it: 409): either way it is not sent again.
    if (res.ok || (res.status >= 400 && res.status < 500)) forget(key);
  }

  dispose(): void {
    window.removeEventListener('online', this.retryNow);
    clearTimeout(this.timer);
    // Whatever is still unsent goes with the page.
    if (this.pending) navigator.sendBeacon(this.pending.url, this.pending.body);
  }

  // A beacon never answers, so a commit sent by one is never confirmed. Where confirmations are awaited the
  // final commit goes by fetch (keepalive) like any other; only when the page is on its way out, where not
  // every browser delivers a keepalive fetch, does it go by beacon.
  private terminatesByBeacon(): boolean {
    return !this.onConfirmed || pageIsLeaving();
  }

  private readonly retryNow = () => {
    clearTimeout(this.timer);
    void this.flush();
  };

  private remember(commit: PendingCommit): void {
    try {
      localStorage.setItem(storageKey(this.target), JSON.stringify(commit));
    } catch {
      // Storage full or denied: the retries still hold the commit while the page lives.
    }
  }

  private async flush(): Promise<void> {
    if (this.sending || !this.pending) return;
    clearTimeout(this.timer);
    const commit = this.pending;
    this.sending = true;
    this.onState(this.failures > 0 ? 'offline' : 'saving');
    try {
      const res = await fetch(commit.url, {
        method: 'POST',
        credentials: this.target.context.credentials,
        keepalive: commit.body.length < 60_000,
        signal: withinAsyncTimeout(),
        headers: { 'content-type': 'application/json' },
        body: commit.body,
      });
      if (res.status === SUPERSEDED) {
        this.superseded = true;
        this.pending = null;
        forget(storageKey(this.target));
        this.onState('superseded');
        return;
      }
      if (SESSION_REFUSED.includes(res.status)) {
        this.refused = true;
        this.pending = null;
        this.onState('refused');
        return;
      }
      // Another 4xx will not improve by repeating it; anything else is the network or the server failing.
      if (!res.ok && res.status >= 500) throw new Error(`HTTP ${res.status}`);
      if (this.pending === commit) {
        this.pending = null;
        forget(storageKey(this.target));
      }
      this.failures = 0;
      this.onState('idle');
      if (res.ok) this.onConfirmed?.();
    } catch {
      this.failures += 1;
      this.onState('offline');
      this.timer = setTimeout(() => void this.flush(), Math.min(MAX_DELAY_MS, 1000 * 2 ** (this.failures - 1)));
    } finally {
      this.sending = false;
    }
    if (this.pending && this.pending !== commit && this.failures === 0) void this.flush();
  }
}
