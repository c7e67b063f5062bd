import type { ReactNode } from 'react';
import { Page, useHasRole, useT } from '@atrium/shared-ui';

/** The developer test pages are for platform admins (role atrium) in the active customer context. */
export function PlatformAdminOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const isPlatformAdmin = useHasRole('atrium');
  if (!isPlatformAdmin) return <Page title={t('http.403')}>{null}</Page>;
  return children;
}
