import { RuntimePlayer } from './RuntimePlayer';
import { rt } from './runtime-messages';
import { parseRuntimeRoute } from './runtime-route';

/**
 * The runtime for a path of document 001 §2 (/scorm/run, /scorm/runScormSessionId, /ocs/course) or §7
 * (/scorm/remote), whose learner travels in the fragment.
 */
export default function RuntimePage({ pathname, hash = window.location.hash }: { pathname: string; hash?: string }) {
  const route = parseRuntimeRoute(pathname, hash);
  if (!route) return <p className="atr-runtime-message">{rt('runtime.errorMessage', { message: pathname })}</p>;
  return <RuntimePlayer route={route} />;
}
