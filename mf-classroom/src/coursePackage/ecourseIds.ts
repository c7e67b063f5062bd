import { coursePackageEcoursesSchema } from '@atrium/classroom-service/contract';

/** E-course ids as typed ("12, 7 31"): the ids, or null when the text is not a valid set of ids. */
export function parseEcourseIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((part) => !/^\d+$/.test(part))) return null;
  const parsed = coursePackageEcoursesSchema.safeParse(parts.map(Number));
  return parsed.success ? parsed.data : null;
}

export function formatEcourseIds(ids: readonly number[]): string {
  return ids.join(', ');
}
