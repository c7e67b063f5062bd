import { registerApplication, start, triggerAppChange } from 'single-spa';
import { useAuth } from '@atrium/shared-ui';
import { areas } from '../routes/route-table';
import { isOpenSignedOut, ownerOf } from '../routes/owner-of';
import { areaApplication } from './AreaApplication';

export const AREA_CONTAINER_ID = 'atr-areas';

/** Areas show once sign-in is settled: everything to the signed in, the routes open to them to the signed out. */
function mayShow(pathname: string): boolean {
  const { status } = useAuth.getState();
  return status === 'signedIn' || (status === 'signedOut' && isOpenSignedOut(pathname));
}

/** Registers every area with single-spa, active on the routes the route table gives it. */
export function registerAreas(): void {
  const container = () => document.getElementById(AREA_CONTAINER_ID)!;
  for (const area of areas) {
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
