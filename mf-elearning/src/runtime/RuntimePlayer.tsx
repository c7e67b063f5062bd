import type { ScormItem, ScormSession } from '@atrium/elearning-contract';
import { useEffect, useRef, useState } from 'react';
import type { ChannelState } from './commit-channel';
import { CommitChannel } from './commit-channel';
import { launchErrorText } from './launch-error';
import { startRemoteRelay, type RemoteRelay } from './remote-relay';
import { evaluationAsked, loadItem, RuntimeError, runtimeContext, startSession, type RuntimeContext } from './runtime-api';
import { rt } from './runtime-messages';
import { isRemoteRoute, LEARNER_PAGE, type RuntimeRoute } from './runtime-route';
import { onCmi5Return } from './cmi5-return';
import { ItemMenu } from './ItemMenu';
import { mountScormApi, type MountedApi } from './scorm-api';
import type { NavigationValidity } from './sequencing-session';
import './runtime.css';

type Loaded = { session: ScormSession; item: ScormItem };
type PlayerState =
  | { status: 'loading' }
  | { status: 'ended'; licenseId: number | null }
  | { status: 'error'; message: string; signIn: boolean }
  | ({ status: 'ready' } & Loaded);

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

/** The LMS's Previous and Continue (SN flow navigation), unless the activity asks to hide them (hideLMSUI). */
function FlowControls({
  validity,
  onRequest,
}: {
  validity: NavigationValidity | null;
  onRequest: (request: 'previous' | 'continue') => void;
}) {
  if (!validity) return null;
  const shown = (request: 'previous' | 'continue') => !validity.hideLmsUi.includes(request);
  return (
    <div className="atr-runtime-flow">
      {shown('previous') && (
        <button type="button" disabled={!validity.previous} onClick={() => onRequest('previous')}>
          {rt('runtime.previous')}
        </button>
      )}
      {shown('continue') && (
        <button type="button" disabled={!validity.continue} onClick={() => onRequest('continue')}>
          {rt('runtime.continue')}
        </button>
      )}
    </div>
  );
}

/** At the end of a completed course that asks for one: the way to the evaluation on the learner's page. */
function EvaluationInvitation({ licenseId }: { licenseId: number }) {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    let current = true;
    void evaluationAsked(licenseId).then((answer) => current && setAsked(answer));
    return () => {
      current = false;
    };
  }, [licenseId]);
  if (!asked) return null;
  return (
    <p>
      <a className="atr-runtime-evaluate" href={`${LEARNER_PAGE}?evaluate=${licenseId}`}>
        {rt('runtime.evaluate')}
      </a>
    </p>
  );
}

/** Plays a course package in a frame, with the SCORM API (or the cmi5 launch) behind it. */
export function RuntimePlayer({ route }: { route: RuntimeRoute }) {
  const [state, setState] = useState<PlayerState>({ status: 'loading' });
  const [saving, setSaving] = useState<ChannelState>('idle');
  // null: the package's first item; a pick from the menu or a navigation request sets another.
  const [itemId, setItemId] = useState<number | null>(null);
  const [validity, setValidity] = useState<NavigationValidity | null>(null);
  // SCORM 2004: the sequencing engine's activity tree, handed from one item's API to the next on this page.
  const sequencingState = useRef<string | null>(null);
  // The order of this page's saves of the sequencing state, across its items (decision 0106).
  const sequencingCounter = useRef({ seq: 0 });
  const mountedApi = useRef<MountedApi | undefined>(undefined);
  const routeKey = JSON.stringify(route);
  // The frame goes first (its content terminates against the API still in place), then the API is replaced.
  const openOther = (next: number) => {
    setState({ status: 'loading' });
    setItemId(next);
  };

  useEffect(() => {
    let cancelled = false;
    let mounted: MountedApi | undefined;
    let relay: RemoteRelay | undefined;
    const route = JSON.parse(routeKey) as RuntimeRoute;
    const context = runtimeContext(route);
    launch(route, context, itemId)
      .then(async (loaded) => {
        if (cancelled) return;
        setValidity(null);
        const deliver = (identifier: string, state: string) => {
          sequencingState.current = state;
          const target = loaded.session.courseDetails.items.find((item) => item.identifier === identifier);
          if (target) openOther(target.itemId);
        };
        if (loaded.session.enableRemoteScormLogging) relay = startRemoteRelay(context, loaded.session.sessionId);
        // The frame is shown once the SCORM API it looks for is in place (its code is fetched on first use).
        const api =
          loaded.item.packageType === 'cmi5'
            ? undefined
            : await mountScormApi(
                context,
                loaded.session,
                loaded.item,
                {
                  onState: setSaving,
                  onConfirmed: relay?.refresh,
                  onDeliver: deliver,
                  onSessionEnd: () => setState({ status: 'ended', licenseId: loaded.session.licenseId }),
                  onValidity: setValidity,
                },
                { handover: sequencingState.current, counter: sequencingCounter.current },
              );
        if (cancelled) return api?.dispose();
        mounted = api;
        mountedApi.current = api;
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

  // A cmi5 AU that exits navigates to its returnURL, which tells this player: the learner leaves the course.
  const remote = isRemoteRoute(route);
  useEffect(
    () =>
      onCmi5Return(() => {
        if (remote) setState({ status: 'ended', licenseId: null });
        else window.location.assign(LEARNER_PAGE);
      }),
    [remote],
  );
  const ownWindow = state.status === 'ready' && state.item.packageType === 'cmi5' && state.item.launchMethod === 'OwnWindow';
  const ownWindowHref = ownWindow ? state.item.href : null;
  // launchMethod OwnWindow (cmi5 §13.1.4): a learner's own launch gives the AU this tab; a remote one, framed by
  // the customer's LMS, opens it in a window of its own (from the learner's click, which pop-up blockers allow).
  useEffect(() => {
    if (ownWindowHref !== null && !remote) window.location.assign(ownWindowHref);
  }, [ownWindowHref, remote]);

  if (state.status === 'loading') return <p className="atr-runtime-message">{rt('runtime.loading')}</p>;
  if (state.status === 'ended') {
    // The content (or the sequencing rules) ended the course session: exitAll, suspendAll or the end of the course.
    return (
      <div className="atr-runtime-message" role="status">
        <p>{rt('runtime.sessionEnded')}</p>
        {!isRemoteRoute(route) && state.licenseId !== null && <EvaluationInvitation licenseId={state.licenseId} />}
        {!isRemoteRoute(route) && <a href={LEARNER_PAGE}>{rt('runtime.backToMyPage')}</a>}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="atr-runtime-message" role="alert">
        <p>{rt('runtime.errorMessage', { message: state.message })}</p>
        {state.signIn && <a href={`/login?returnTo=${encodeURIComponent(window.location.pathname)}`}>{rt('runtime.signIn')}</a>}
      </div>
    );
  }
  if (ownWindowHref !== null) {
    return (
      <div className="atr-runtime-message">
        <h1 className="atr-runtime-title">{state.session.courseDetails.title}</h1>
        {isRemoteRoute(route) ? (
          <button type="button" onClick={() => window.open(ownWindowHref, '_blank')}>
            {rt('runtime.openOwnWindow')}
          </button>
        ) : (
          <p>{rt('runtime.loading')}</p>
        )}
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
      <FlowControls validity={validity} onRequest={(request) => mountedApi.current?.navigate?.(request)} />
      <ItemMenu
        items={state.session.courseDetails.items}
        currentId={state.item.itemId}
        validity={validity}
        onPick={(next) => {
          if (next.itemId === state.item.itemId) return;
          // Under sequencing the engine decides (it delivers through onDeliver); otherwise any item opens.
          const navigate = mountedApi.current?.navigate;
          if (navigate) navigate('choice', next.identifier);
          else openOther(next.itemId);
        }}
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
