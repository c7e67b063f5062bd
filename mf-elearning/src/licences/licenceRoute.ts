/** /license/ecourse/:id (document 001 §2) → the e-course id. */
export function licenceCourseId(pathname: string): number | null {
  const match = /^\/license\/ecourse\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
