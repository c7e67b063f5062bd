// Browser-safe: the roles a customer context can hold. Its own file, so the contract's other files can use it
// without importing the index that re-exports them.
import { z } from 'zod';

export const ROLES = ['atrium', 'instructor', 'instructor_external', 'eca_admin', 'companyadmin', 'staff'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
