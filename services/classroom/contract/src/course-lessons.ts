// Browser-safe: zod schemas and types only.
import { z } from 'zod';

const id = z.number().int().min(1).max(2147483647);

export const linkedLessonSchema = z.object({
  id: z.number().int(),
  courseElearningId: z.number().int(),
  epkgLessonId: z.number().int(),
  description: z.string(),
});
export type LinkedLesson = z.infer<typeof linkedLessonSchema>;

export const linkedLessonsSchema = z.object({
  /** Whether e-learning lessons may be linked to this course at all. */
  allowed: z.boolean(),
  lessons: z.array(linkedLessonSchema),
});
export type LinkedLessons = z.infer<typeof linkedLessonsSchema>;

export const newLinkedLessonSchema = z.object({
  courseElearningId: id,
  epkgLessonId: id,
  description: z.string().trim().max(500).default(''),
});
export const allowLessonsSchema = z.object({ allowed: z.boolean() });
export const lessonParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  lessonId: z.coerce.number().int().min(1).max(2147483647),
});
