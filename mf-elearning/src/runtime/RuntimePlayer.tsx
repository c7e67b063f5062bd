import type { RuntimeItem, ScormItem, ScormSession } from '@atrium/elearning-service/contract';
import { useEffect, useState } from 'react';
import type { ChannelState } from './commitChannel';
import { CommitChannel } from './commitChannel';
import { loadItem, RuntimeError, startSession } from './runtimeApi';
import { rt } from './runtimeMessages';
import type { RuntimeRoute } from './runtimeRoute';
import { mountScormApi, type NavigationRequest } from './scormApi';
import './runtime.css';

type Loaded = { session: ScormSession; item: ScormItem };
type PlayerState = { status: 'loading' } | { status: 'error'; message: string; signIn: boolean } | ({ status: 'ready' } & Loaded);

async function openItem(session: ScormSession, itemId: number): Promise<Loaded> {
  // What the last launch could not confirm goes first, then the item is read with it included.
  await CommitChannel.replayRemembered({ licenseId: session.licenseId, itemId }).catch(() => undefined);
  return { session, item: await loadItem(session.sessionId, itemId) };
}

async function launch(route: RuntimeRoute, itemId: number | null): Promise<Loaded> {
  const session = await startSession(route);
  const first = itemId ?? session.courseDetails.items[0]?.itemId;
  if (first === undefined) throw new RuntimeError(404, rt('runtime.itemLoadFailed'));
  return openItem(session, first);
}

/** The item a SCORM 2004 navigation request leads to, if the package has one there. */
function navigationTarget(items: RuntimeItem[], currentId: number, request: NavigationRequest): number | undefined {
  const index = items.findIndex((item) => item.itemId === currentId);
  if (request.kind === 'choice') return items.find((item) => item.identifier === request.identifier)?.itemId;
  return items[request.kind === 'next' ? index + 1 : index - 1]?.itemId;
}

function SaveStatus({ state }: { state: ChannelState }) {
  if (state === 'idle') return <span className="atr-runtime-status" role="status" />;
  return (
    <span className={`atr-runtime-status atr-runtime-status--${state}`} role="status">
      {rt(state === 'offline' ? 'runtime.offline' : 'runtime.saving')}
    </span>
  );
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
    let mounted: { dispose(): void } | undefined;
    launch(JSON.parse(routeKey) as RuntimeRoute, itemId).then(
      (loaded) => {
        if (cancelled) return;
        const navigate = (request: NavigationRequest) => {
          const target = navigationTarget(loaded.session.courseDetails.items, loaded.item.itemId, request);
          if (target !== undefined) openOther(target);
        };
        if (loaded.item.packageType !== 'cmi5') mounted = mountScormApi(loaded.session, loaded.item, setSaving, navigate);
        setState({ status: 'ready', ...loaded });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = error instanceof RuntimeError && error.message ? error.message : rt('runtime.unknownError');
        setState({ status: 'error', message, signIn: error instanceof RuntimeError && error.status === 401 });
      },
    );
    const leave = () => mounted?.dispose();
    window.addEventListener('pagehide', leave);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', leave);
      mounted?.dispose();
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
      <SaveStatus state={saving} />
      <ItemMenu items={state.session.courseDetails.items} currentId={state.item.itemId} onPick={(next) => next !== state.item.itemId && openOther(next)} />
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
