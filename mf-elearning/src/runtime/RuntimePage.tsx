import { useEffect, useState } from 'react';
import { isCmi5Return, returnToPlayer } from './cmi5-return';
import { RuntimePlayer } from './RuntimePlayer';
import { rt } from './runtime-messages';
import { ContentOriginMove } from './ContentOriginMove';
import { contentOriginFor } from './content-origin-move';
import { isRemoteRoute, LEARNER_PAGE, parseRuntimeRoute, type RuntimeRoute } from './runtime-route';

/**
 * A cmi5 AU's returnURL: the learner leaves the course. The player that launched the AU hears of it; an AU
 * that had the learner's own tab leads them to their page; a remote learner is told they have left.
 */
function Cmi5Return({ route }: { route: RuntimeRoute }) {
  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (returnToPlayer()) return;
    if (isRemoteRoute(route)) setLeft(true);
    else window.location.replace(LEARNER_PAGE);
  }, [route]);
  return left ? (
    <p className="atr-runtime-message" role="status">
      {rt('runtime.sessionEnded')}
    </p>
  ) : null;
}

/**
 * The runtime for a path of document 001 §2 (/scorm/run, /scorm/runScormSessionId, /ocs/course) or §7
 * (/scorm/remote), whose learner travels in the fragment.
 */
export default function RuntimePage({
  pathname,
  hash = window.location.hash,
  search = window.location.search,
}: {
  pathname: string;
  hash?: string;
  search?: string;
}) {
  const route = parseRuntimeRoute(pathname, hash);
  if (!route) return <p className="atr-runtime-message">{rt('runtime.errorMessage', { message: pathname })}</p>;
  if (isCmi5Return(search)) return <Cmi5Return route={route} />;
  const contentOrigin = contentOriginFor(route);
  if (contentOrigin) return <ContentOriginMove route={route} contentOrigin={contentOrigin} />;
  return <RuntimePlayer route={route} />;
}
