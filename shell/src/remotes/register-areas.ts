import { registerApplication, start, triggerAppChange } from 'single-spa';
import { useAuth } from '@atrium/shared-ui';
import { areas } from '../routes/route-table';
import { ownerOf } from '../routes/owner-of';
import { areaApplication } from './AreaApplication';

export const AREA_CONTAINER_ID = 'atr-areas';

/** Registers every area with single-spa, active on the routes the route table gives it. */
export function registerAreas(): void {
  const container = () => document.getElementById(AREA_CONTAINER_ID)!;
  for (const area of areas) {
    registerApplication({
      name: area,
      app: areaApplication(area, container),
      activeWhen: (location) => useAuth.getState().status === 'signedIn' && ownerOf(location.pathname) === area,
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
