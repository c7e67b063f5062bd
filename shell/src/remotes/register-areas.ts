import { registerApplication, start, triggerAppChange } from 'single-spa';
import { useAuth, useRouteRegistry } from '@atrium/shared-ui';
import { isOpenSignedOut, ownerOf } from '../routes/owner-of';
import { areaApplication } from './AreaApplication';

export const AREA_CONTAINER_ID = 'atr-areas';

/** Areas show once sign-in is settled: everything to the signed in, the routes open to them to the signed out. */
function mayShow(pathname: string): boolean {
  const { status } = useAuth.getState();
  return status === 'signedIn' || (status === 'signedOut' && isOpenSignedOut(pathname));
}

/** Registers every area of /remotes.json with single-spa, active on the routes its remote publishes. */
export function registerAreas(): void {
  const container = () => document.getElementById(AREA_CONTAINER_ID)!;
  for (const area of Object.keys(useRouteRegistry.getState().areas)) {
    registerApplication({
      name: area,
      app: areaApplication(area, container),
      activeWhen: (location) => mayShow(location.pathname) && ownerOf(location.pathname) === area,
    });
  }
  useAuth.subscribe((state, previous) => {
    if (state.status !== previous.status) void triggerAppChange();
  });
}

/** Starts single-spa once the chrome has rendered the area container. */
export function startAreas(): void {
  start({ urlRerouteOnly: true });
}
