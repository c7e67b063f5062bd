import { useEffect, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';

interface BeforeRoutingDetail {
  oldUrl: string;
  newUrl: string;
  cancelNavigation?: () => void;
}

export interface ConfirmLeave {
  /** An in-app navigation waits for the user's answer. */
  asking: boolean;
  leave(): void;
  stay(): void;
}

/**
 * While `active`, leaving asks first: the browser asks before the page is left, and an in-app navigation
 * (a tab switch is one: the tab is in the address) is held back until the user chooses to leave or stay.
 */
export function useConfirmLeave(active: boolean): ConfirmLeave {
  const [target, setTarget] = useState<string | null>(null);
  // Set once the user chose to leave, so the navigation they asked for is not held back again.
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    const warnUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // single-spa asks every listener before it routes; after a cancel it routes back to the old address, which passes.
    const holdRoute = (event: Event) => {
      const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
      if (leaving.current || !cancelNavigation || newUrl === oldUrl) return;
      cancelNavigation();
      setTarget(newUrl);
    };
    window.addEventListener('beforeunload', warnUnload);
    window.addEventListener('single-spa:before-routing-event', holdRoute);
    return () => {
      window.removeEventListener('beforeunload', warnUnload);
      window.removeEventListener('single-spa:before-routing-event', holdRoute);
    };
  }, [active]);

  return {
    asking: target !== null,
    leave: () => {
      if (target === null) return;
      leaving.current = true;
      setTarget(null);
      navigateToUrl(target);
    },
    stay: () => setTarget(null),
  };
}
