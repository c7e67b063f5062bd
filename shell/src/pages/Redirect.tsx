import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';

/** Sends the browser on to `to` (replacing nothing the person could go back to in between). */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigateToUrl(to), [to]);
  return null;
}
