import { AreaRouter } from '@atrium/shared-ui';
import routes from './routes.json';

// No screen is built yet: every authoring route shows the placeholder until its page is added here.
export function AreaApp() {
  return <AreaRouter area="authoring" routes={routes} pages={{}} buildLabel={__ATRIUM_BUILD_LABEL__} />;
}
