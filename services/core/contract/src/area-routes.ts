// Browser-safe: the screen routes each remote declares once (mf-<area>/src/routes.json), publishes beside its
// remoteEntry.js, and the platform hands the shell in /remotes.json (decision 0027).
import { z } from 'zod';
import { roleSchema } from './roles';

export const areaRouteSchema = z.object({
  /** Stable name other areas link by (`hrefTo('clcourse.edit', { id })`), never by a written path. */
  name: z.string().regex(/^[a-z][a-zA-Z0-9-]*(\.[a-zA-Z0-9-]+)*$/),
  /** ':name' for a segment, ':name?' for an optional last one. */
  pattern: z.string().regex(/^\/[^\s]*$/),
  /** Which specification document names the route. */
  doc: z.enum(['000', '001', '002', '003']).optional(),
  /** Who may see the screen (and its menu entry); absent: anyone signed in. */
  roles: z.array(roleSchema).optional(),
  /** Served to people who are not signed in (password reset). */
  signedOut: z.boolean().optional(),
  menu: z.object({ labelKey: z.string(), order: z.number().int() }).optional(),
});
export type AreaRoute = z.infer<typeof areaRouteSchema>;
export const areaRoutesSchema = z.array(areaRouteSchema);

/** GET /remotes.json: where each area's remote lives now and, when the platform serves it, its routes. */
export const remotesManifestSchema = z.record(z.string(), z.object({ entry: z.string(), routes: areaRoutesSchema.optional() }));
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
