import type { RuntimeItem, ScormItem, ScormSession } from '@atrium/elearning-contract';
import { useEffect, useState } from 'react';
import type { ChannelState } from './commit-channel';
import { CommitChannel } from './commit-channel';
import { launchErrorText } from './launch-error';
import { startRemoteRelay, type RemoteRelay } from './remote-relay';
import { loadItem, RuntimeError, runtimeContext, startSession, type RuntimeContext } from './runtime-api';
import { rt } from './runtime-messages';
import { isRemoteRoute, type RuntimeRoute } from './runtime-route';
import { mountScormApi, type NavigationRequest } from './scorm-api';
import './runtime.css';

type Loaded = { session: ScormSession; item: ScormItem };
type PlayerState = { status: 'loading' } | { status: 'error'; message: string; signIn: boolean } | ({ status: 'ready' } & Loaded);

async function openItem(context: RuntimeContext, session: ScormSession, itemId: number): Promise<Loaded> {
  // What the last launch could not confirm goes first, then the item is read with it included.
  await CommitChannel.replayRemembered({ context, licenseId: session.licenseId, itemId }).catch(() => undefined);
  return { session, item: await loadItem(context, session.sessionId, itemId) };
}

async function launch(route: RuntimeRoute, context: RuntimeContext, itemId: number | null): Promise<Loaded> {
  // Without the learner the LMS names there is nobody to keep progress for: the page was opened outside the LMS.
  if (route.kind === 'remote' && !route.learnerId) throw new RuntimeError(400, rt('remoteScorm.error.noLearner'));
  const session = await startSession(route);
  // Without a pick, the item the learner left (the server's resumeItemId), as a relaunch resumes there.
  const first = itemId ?? session.resumeItemId ?? session.courseDetails.items[0]?.itemId;
  if (first === undefined) throw new RuntimeError(404, rt('runtime.itemLoadFailed'));
  return openItem(context, session, first);
}

/** The item a SCORM 2004 navigation request leads to, if the package has one there. */
function navigationTarget(items: RuntimeItem[], currentId: number, request: NavigationRequest): number | undefined {
  const index = items.findIndex((item) => item.itemId === currentId);
  if (request.kind === 'choice') return items.find((item) => item.identifier === request.identifier)?.itemId;
  return items[request.kind === 'next' ? index + 1 : index - 1]?.itemId;
}

// The signed-in learner's own page, where their courses are (ARCHITECTURE.md "/mypage*").
const LEARNER_PAGE = '/mypage';

const SAVE_STATE_TEXT = {
  saving: 'runtime.saving',
  offline: 'runtime.offline',
  refused: 'runtime.saveRefused',
  superseded: 'runtime.saveSuperseded',
} as const;

function SaveStatus({ state }: { state: ChannelState }) {
  if (state === 'idle') return <span className="atr-runtime-status" role="status" />;
  return (
    <span className={`atr-runtime-status atr-runtime-status--${state}`} role="status">
      {rt(SAVE_STATE_TEXT[state])}
    </span>
  );
}

/** The learner's result of an item so far, as the menu shows it beside the title. */
function ItemResult({ item }: { item: RuntimeItem }) {
  const key =
    item.successStatus === 'failed'
      ? 'runtime.itemFailed'
      : item.completionStatus === 'completed' || item.successStatus === 'passed'
        ? 'runtime.itemCompleted'
        : item.completionStatus === 'incomplete'
          ? 'runtime.itemStarted'
          : null;
  return key === null ? null : <span className="atr-runtime-item-result">{` (${rt(key)})`}</span>;
}

/** A package with several items (SCOs or AUs) lets the learner pick one; the one playing is marked current. */
function ItemMenu({ items, currentId, onPick }: { items: RuntimeItem[]; currentId: number; onPick: (itemId: number) => void }) {
  if (items.length < 2) return null;
  return (
    <nav className="atr-runtime-items" aria-label={rt('runtime.items')}>
      <ol>
        {items.map((item) => (
          <li key={item.itemId}>
            <button type="button" aria-current={item.itemId === currentId ? 'step' : undefined} onClick={() => onPick(item.itemId)}>
              {item.title}
              <ItemResult item={item} />
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Plays a course package in a frame, with the SCORM API (or the cmi5 launch) behind it. */
export function RuntimePlayer({ route }: { route: RuntimeRoute }) {
  const [state, setState] = useState<PlayerState>({ status: 'loading' });
  const [saving, setSaving] = useState<ChannelState>('idle');
  // null: the package's first item; a pick from the menu or a navigation request sets another.
  const [itemId, setItemId] = useState<number | null>(null);
  const routeKey = JSON.stringify(route);
  // The frame goes first (its content terminates against the API still in place), then the API is replaced.
  const openOther = (next: number) => {
    setState({ status: 'loading' });
    setItemId(next);
  };

  useEffect(() => {
    let cancelled = false;
    let mounted: { dispose: () => void } | undefined;
    let relay: RemoteRelay | undefined;
    const route = JSON.parse(routeKey) as RuntimeRoute;
    const context = runtimeContext(route);
    launch(route, context, itemId)
      .then(async (loaded) => {
        if (cancelled) return;
        const navigate = (request: NavigationRequest) => {
          const target = navigationTarget(loaded.session.courseDetails.items, loaded.item.itemId, request);
          if (target !== undefined) openOther(target);
        };
        if (loaded.session.enableRemoteScormLogging) relay = startRemoteRelay(context, loaded.session.sessionId);
        // The frame is shown once the SCORM API it looks for is in place (its code is fetched on first use).
        const api =
          loaded.item.packageType === 'cmi5'
            ? undefined
            : await mountScormApi(context, loaded.session, loaded.item, {
                onState: setSaving,
                onNavigate: navigate,
                onConfirmed: relay?.refresh,
              });
        if (cancelled) return api?.dispose();
        mounted = api;
        setState({ status: 'ready', ...loaded });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // A remote learner has no Atrium account to sign in with.
        const signIn = error instanceof RuntimeError && error.status === 401 && !isRemoteRoute(route);
        setState({ status: 'error', message: launchErrorText(error), signIn });
      });
    const leave = () => {
      mounted?.dispose();
      relay?.dispose();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [routeKey, itemId]);

  if (state.status === 'loading') return <p className="atr-runtime-message">{rt('runtime.loading')}</p>;
  if (state.status === 'error') {
    return (
      <div className="atr-runtime-message" role="alert">
        <p>{rt('runtime.errorMessage', { message: state.message })}</p>
        {state.signIn && <a href={`/login?returnTo=${encodeURIComponent(window.location.pathname)}`}>{rt('runtime.signIn')}</a>}
      </div>
    );
  }
  return (
    <div className="atr-runtime">
      <header className="atr-runtime-header">
        <h1 className="atr-runtime-title">{state.session.courseDetails.title}</h1>
        {/* A remote learner came from their own LMS, which takes them back; a signed-in learner goes to their page. */}
        {!isRemoteRoute(route) && <a href={LEARNER_PAGE}>{rt('runtime.backToMyPage')}</a>}
      </header>
      <SaveStatus state={saving} />
      <ItemMenu
        items={state.session.courseDetails.items}
        currentId={state.item.itemId}
        onPick={(next) => next !== state.item.itemId && openOther(next)}
      />
      <iframe
        key={state.item.itemId}
        className="atr-runtime-frame"
        title={rt('runtime.frameTitle', { title: state.session.courseDetails.title })}
        src={state.item.href}
        allow="fullscreen; autoplay"
      />
    </div>
  );
}
