import { instanceFileEndpoints } from '@atrium/classroom-contract';
import { requireInstance } from '../instances/require-instance';
import { INSTANCE_FILE_LINKS } from './file-links';
import { linkedFileRoutes } from './linked-file-routes';

/** The instance edit's files tab. */
export const instanceFileRoutes = linkedFileRoutes({
  endpoints: instanceFileEndpoints,
  links: INSTANCE_FILE_LINKS,
  requireOwner: requireInstance,
});
