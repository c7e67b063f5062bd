import { RuntimePlayer } from './RuntimePlayer';
import { rt } from './runtimeMessages';
import { parseRuntimeRoute } from './runtimeRoute';

/** The runtime for a path of document 001 §2 (/scorm/run, /scorm/runScormSessionId, /ocs/course). */
export default function RuntimePage({ pathname }: { pathname: string }) {
  const route = parseRuntimeRoute(pathname);
  if (!route) return <p className="atr-runtime-message">{rt('runtime.errorMessage', { message: pathname })}</p>;
  return <RuntimePlayer route={route} />;
}
