import type { ReactNode } from 'react';
import { DeadEndPage, useHasRole } from '@atrium/shared-ui';

/** The developer test pages are for platform admins (role atrium) in the active customer context. */
export function PlatformAdminOnly({ children }: { children: ReactNode }) {
  const isPlatformAdmin = useHasRole('atrium');
  if (!isPlatformAdmin) return <DeadEndPage kind="noaccess" />;
  return children;
}
