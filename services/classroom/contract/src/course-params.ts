// Browser-safe: the path parameters every course call shares (its own file, so feature contracts need not import the index).
import { z } from 'zod';

export const classroomCourseIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
