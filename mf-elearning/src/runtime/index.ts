import { isCmi5Return } from './cmi5-return';
import { contentOriginFor, moveToContentOrigin } from './content-origin-move';
import { parseRuntimeRoute } from './runtime-route';

// Learners' direct links load this page alone: the player and nothing of the shell or the admin screens. On the app's
// origin a signed-in learner's link only opens the session and moves on to the player's page on the content origin,
// so that step loads no React; every other page loads the player (bootstrap).
const route = parseRuntimeRoute(window.location.pathname, window.location.hash);
const contentOrigin = route && !isCmi5Return(window.location.search) ? contentOriginFor(route) : null;
document.body.style.margin = '0';
const root = document.getElementById('root');
if (route && contentOrigin && root) void moveToContentOrigin(root, route, contentOrigin);
else void import('./bootstrap');
