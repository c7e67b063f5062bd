export interface LicenceRoute {
  kind: 'ecourse' | 'clcourse';
  courseId: number;
}

/** /license/ecourse/:id and /license/clcourse/:id (document 001 §2) → which list, of which course. */
export function licenceRoute(pathname: string): LicenceRoute | null {
  const match = /^\/license\/(ecourse|clcourse)\/(\d+)\/?$/.exec(pathname);
  return match ? { kind: match[1] as LicenceRoute['kind'], courseId: Number(match[2]) } : null;
}
