import { DeadEndPage } from '@atrium/shared-ui';

/** An address no area owns. */
export function NotFoundPage() {
  return <DeadEndPage kind="notfound" />;
}
