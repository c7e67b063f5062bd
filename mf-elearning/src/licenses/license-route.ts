export interface LicenseRoute {
  kind: 'ecourse' | 'clcourse';
  courseId: number;
}

/** /license/ecourse/:id and /license/clcourse/:id (document 001 §2) → which list, of which course. */
export function licenseRoute(pathname: string): LicenseRoute | null {
  const match = /^\/license\/(ecourse|clcourse)\/(\d+)\/?$/.exec(pathname);
  return match ? { kind: match[1] as LicenseRoute['kind'], courseId: Number(match[2]) } : null;
}
