import { CMI5_RETURN_PARAM } from '@atrium/elearning-contract';

/** The message the returnURL page sends the player that launched the AU (same origin only). */
export const CMI5_RETURNED_MESSAGE = 'atrium.cmi5.returned';

/** Whether the runtime page was opened as a cmi5 AU's returnURL. */
export const isCmi5Return = (search: string) => new URLSearchParams(search).has(CMI5_RETURN_PARAM);

/** The window of the player that launched the AU, when this page can reach it: its opener or its parent frame. */
function launchingPlayer(): Window | null {
  for (const candidate of [window.opener as Window | null, window.parent === window ? null : window.parent]) {
    try {
      // Reading the origin throws for a window of another site (a customer's LMS framing a remote session).
      if (candidate && candidate.location.origin === window.location.origin) return candidate;
    } catch {
      // Not the player: it is always on this origin.
    }
  }
  return null;
}

/**
 * The AU navigated to its returnURL: the learner leaves the course. A framed AU (AnyWindow) tells the player
 * around its frame, an AU in its own window (OwnWindow, opened by a remote player) tells its opener and
 * closes; answers false when no player is there (OwnWindow in the learner's own tab), for the page to lead
 * the learner on itself.
 */
export function returnToPlayer(): boolean {
  const player = launchingPlayer();
  if (!player) return false;
  player.postMessage({ type: CMI5_RETURNED_MESSAGE }, window.location.origin);
  if (player === window.opener) window.close();
  return true;
}

/** Calls back when the AU this player launched navigates to its returnURL. */
export function onCmi5Return(callback: () => void): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin === window.location.origin && (event.data as { type?: unknown } | null)?.type === CMI5_RETURNED_MESSAGE) callback();
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
