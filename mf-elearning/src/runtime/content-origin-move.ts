import { launchErrorText } from './launch-error';
import { RuntimeError, startSession } from './runtime-api';
import { rt } from './runtime-messages';
import { originNamed, playsByCredential, type RuntimeRoute } from './runtime-route';
import './runtime.css';

/** The content origin a route's session moves to from the app's origin (decision 0119), or null to play here. */
export function contentOriginFor(route: RuntimeRoute): string | null {
  // The platform names the content origin on the app's runtime page; a remote run on its own plays in place.
  const contentOrigin = originNamed('atrium-content-origin');
  return !playsByCredential(route) && contentOrigin && contentOrigin !== window.location.origin ? contentOrigin : null;
}

function paragraph(text: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.textContent = text;
  return element;
}

/**
 * Decision 0119: on the app's origin the runtime only opens the signed-in learner's session (the cookie says who
 * they are) and hands it to the player on the content origin, which plays it by the session's id and never sees
 * the cookie, so a package's script cannot call the app as the learner. Plain DOM, no React: the learner's first
 * page loads only this before the player's page.
 */
export async function moveToContentOrigin(container: HTMLElement, route: RuntimeRoute, contentOrigin: string): Promise<void> {
  const loading = paragraph(rt('runtime.loading'));
  loading.className = 'atr-runtime-message';
  container.replaceChildren(loading);
  try {
    const session = await startSession(route);
    // The learner's language goes along: the content origin sees no cookie of this one.
    const locale = /(?:^|;\s*)locale=([^;]+)/.exec(document.cookie)?.[1];
    const query = locale ? `?locale=${encodeURIComponent(locale)}` : '';
    window.location.replace(`${contentOrigin}/scorm/play/${session.sessionId}${query}`);
  } catch (error: unknown) {
    const failure = document.createElement('div');
    failure.className = 'atr-runtime-message';
    failure.setAttribute('role', 'alert');
    failure.append(paragraph(rt('runtime.errorMessage', { message: launchErrorText(error) })));
    if (error instanceof RuntimeError && error.status === 401) {
      const signIn = document.createElement('a');
      signIn.href = `/login?returnTo=${encodeURIComponent(window.location.pathname)}`;
      signIn.textContent = rt('runtime.signIn');
      failure.append(signIn);
    }
    container.replaceChildren(failure);
  }
}
