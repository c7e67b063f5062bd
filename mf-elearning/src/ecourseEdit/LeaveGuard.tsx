import { ConfirmDialog } from '@atrium/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';

interface Props {
  /** Something would be lost by leaving now. */
  active: boolean;
  /** Already translated, as are message and leaveLabel. */
  title: string;
  message: string;
  leaveLabel: string;
}

type RoutingDetail = { oldUrl: string; newUrl: string; cancelNavigation?: () => void };

/**
 * While active, leaving asks first: the browser asks before the page unloads, and an in-app navigation
 * (a tab switch is one, the tab being in the address) waits for the user's answer in a dialog.
 */
export function LeaveGuard({ active, title, message, leaveLabel }: Props) {
  const [heldUrl, setHeldUrl] = useState<string | null>(null);
  // Set once the user chose to leave, so the navigation they asked for is not held back again.
  const released = useRef(false);

  useEffect(() => {
    if (!active) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // single-spa routes back to the old address after a cancel; that navigation must pass.
    const onRouting = (event: Event) => {
      const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<RoutingDetail>).detail;
      if (released.current || !cancelNavigation || oldUrl === newUrl) return;
      cancelNavigation();
      setHeldUrl(newUrl);
    };
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('single-spa:before-routing-event', onRouting);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('single-spa:before-routing-event', onRouting);
    };
  }, [active]);

  const leave = () => {
    if (heldUrl === null) return;
    released.current = true;
    setHeldUrl(null);
    navigateToUrl(heldUrl);
  };

  return <ConfirmDialog open={heldUrl !== null} title={title} message={message} confirmLabel={leaveLabel} onConfirm={leave} onCancel={() => setHeldUrl(null)} />;
}
