import type { Role } from '@atrium/core-contract';
import { useAuth } from '@atrium/shared-ui';
import { useEffect, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';

/** Document 003 §2: the dashboards send whoever lacks their roles to /mypage instead of showing a dead end. */
export function RoleGate({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const allowed = useAuth((state) => state.hasAnyRole(roles));
  useEffect(() => {
    if (!allowed) navigateToUrl('/mypage');
  }, [allowed]);
  return allowed ? <>{children}</> : null;
}
