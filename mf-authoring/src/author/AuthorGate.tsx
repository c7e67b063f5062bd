import { customerDetailsEndpoints } from '@atrium/authoring-contract';
import { ApiError, ErrorPanel, hrefTo, Spinner, useEndpoint } from '@atrium/shared-ui';
import { useEffect, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * Document 003 §2 and §6: every authoring screen loads the customer details first; a 404 means the caller may not
 * author and goes to /elearningpackage/noaccess.
 */
export function AuthorGate({ children }: { children: ReactNode }) {
  const details = useEndpoint(customerDetailsEndpoints.get, {});
  const noAccess = details.error instanceof ApiError && details.error.status === 404;
  useEffect(() => {
    if (noAccess) navigateToUrl(hrefTo('elearningpackage.noaccess'));
  }, [noAccess]);
  if (details.error && !noAccess) return <ErrorPanel error={details.error} onRetry={details.reload} />;
  if (!details.data) return <Spinner />;
  return <>{children}</>;
}
