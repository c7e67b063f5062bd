import { requireInstance } from '../instances/require-instance';
import { INSTANCE_FILE_LINKS } from './file-links';
import { linkedFileRoutes } from './linked-file-routes';

/** The instance edit's files tab (document 000 §7, DELETE data/clicourse/{id}/file/{fileId}; the rest as for a course). */
export const instanceFileRoutes = linkedFileRoutes({
  base: '/data/clicourse/:id',
  links: INSTANCE_FILE_LINKS,
  requireOwner: requireInstance,
});
