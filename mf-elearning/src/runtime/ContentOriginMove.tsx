import { useEffect, useState } from 'react';
import { launchErrorText } from './launch-error';
import { RuntimeError, startSession } from './runtime-api';
import { rt } from './runtime-messages';
import type { RuntimeRoute } from './runtime-route';

/**
 * Decision 0119: on the app's origin the runtime only opens the signed-in learner's session (the cookie says who
 * they are) and hands it to the player on the content origin, which plays it by the session's id and never sees
 * the cookie, so a package's script cannot call the app as the learner.
 */
export function ContentOriginMove({ route, contentOrigin }: { route: RuntimeRoute; contentOrigin: string }) {
  const [failure, setFailure] = useState<{ message: string; signIn: boolean } | null>(null);
  // The route is parsed anew on every render; its text decides when to start again.
  const routeKey = JSON.stringify(route);
  useEffect(() => {
    startSession(JSON.parse(routeKey) as RuntimeRoute)
      .then((session) => {
        // The learner's language goes along: the content origin sees no cookie of this one.
        const locale = /(?:^|;\s*)locale=([^;]+)/.exec(document.cookie)?.[1];
        const query = locale ? `?locale=${encodeURIComponent(locale)}` : '';
        window.location.replace(`${contentOrigin}/scorm/play/${session.sessionId}${query}`);
      })
      .catch((error: unknown) =>
        setFailure({ message: launchErrorText(error), signIn: error instanceof RuntimeError && error.status === 401 }),
      );
  }, [routeKey, contentOrigin]);
  if (!failure) return <p className="atr-runtime-message">{rt('runtime.loading')}</p>;
  return (
    <div className="atr-runtime-message" role="alert">
      <p>{rt('runtime.errorMessage', { message: failure.message })}</p>
      {failure.signIn && <a href={`/login?returnTo=${encodeURIComponent(window.location.pathname)}`}>{rt('runtime.signIn')}</a>}
    </div>
  );
}
