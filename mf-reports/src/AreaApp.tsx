import { AreaPlaceholder } from '@atrium/shared-ui';

export function AreaApp() {
  return <AreaPlaceholder area="reports" />;
}
