import { AreaPlaceholder } from '@atrium/shared-ui';

export function AreaApp() {
  return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="company" />;
}
