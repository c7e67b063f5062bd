import { useHasRole } from '@atrium/shared-ui';
import { CompetenceRefreshButton, PublicationsPanel, QuoteCodesPanel, ResponsibleUsersPanel } from '../ecourse-tabs';
import type { EcourseTabProps } from './ecourse-tab-props';

/**
 * What the general tab offers beside the form (document 001 §2, §6). Responsible users and quote codes are
 * for platform admins (the service refuses others too); this tab only exists for a saved course, never a
 * copy in the making, so responsible users need no further check.
 */
export function GeneralPanels(props: EcourseTabProps) {
  const isPlatformAdmin = useHasRole('atrium');
  return (
    <>
      {isPlatformAdmin && <ResponsibleUsersPanel {...props} />}
      {isPlatformAdmin && <QuoteCodesPanel {...props} />}
      <PublicationsPanel {...props} />
      <CompetenceRefreshButton {...props} />
    </>
  );
}
