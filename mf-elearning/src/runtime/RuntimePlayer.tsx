import type { ScormItem, ScormSession } from '@atrium/elearning-service/contract';
import { useEffect, useState } from 'react';
import type { ChannelState } from './commitChannel';
import { CommitChannel } from './commitChannel';
import { loadItem, RuntimeError, startSession } from './runtimeApi';
import { rt } from './runtimeMessages';
import type { RuntimeRoute } from './runtimeRoute';
import { mountScormApi } from './scormApi';
import './runtime.css';

type Loaded = { session: ScormSession; item: ScormItem };
type PlayerState = { status: 'loading' } | { status: 'error'; message: string; signIn: boolean } | ({ status: 'ready' } & Loaded);

async function launch(route: RuntimeRoute): Promise<Loaded> {
  const session = await startSession(route);
  const itemId = session.courseDetails.items[0]?.itemId;
  if (itemId === undefined) throw new RuntimeError(404, rt('runtime.itemLoadFailed'));
  // What the last launch could not confirm goes first, then the item is read with it included.
  await CommitChannel.replayRemembered({ licenseId: session.licenseId, itemId }).catch(() => undefined);
  return { session, item: await loadItem(session.sessionId, itemId) };
}

function SaveStatus({ state }: { state: ChannelState }) {
  if (state === 'idle') return <span className="atr-runtime-status" role="status" />;
  return (
    <span className={`atr-runtime-status atr-runtime-status--${state}`} role="status">
      {rt(state === 'offline' ? 'runtime.offline' : 'runtime.saving')}
    </span>
  );
}

/** Plays a course package in a frame, with the SCORM API (or the cmi5 launch) behind it. */
export function RuntimePlayer({ route }: { route: RuntimeRoute }) {
  const [state, setState] = useState<PlayerState>({ status: 'loading' });
  const [saving, setSaving] = useState<ChannelState>('idle');
  const routeKey = JSON.stringify(route);

  useEffect(() => {
    let cancelled = false;
    let mounted: { dispose(): void } | undefined;
    launch(JSON.parse(routeKey) as RuntimeRoute).then(
      (loaded) => {
        if (cancelled) return;
        if (loaded.item.packageType !== 'cmi5') mounted = mountScormApi(loaded.session, loaded.item, setSaving);
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
  }, [routeKey]);

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
      <iframe
        className="atr-runtime-frame"
        title={rt('runtime.frameTitle', { title: state.session.courseDetails.title })}
        src={state.item.href}
        allow="fullscreen; autoplay"
      />
    </div>
  );
}
