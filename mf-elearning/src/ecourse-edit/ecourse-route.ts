/** The e-course editor's screens of document 001 §2. */
export type EcourseRoute =
  { page: 'new'; courseId: number } | { page: 'edit'; id: number; tab: string | undefined } | { page: 'copy'; id: number };

const NEW = /^\/ecourse\/new\/(\d+)$/;
const EDIT = /^\/ecourse\/(\d+)\/edit(?:\/([A-Za-z]+))?$/;
const COPY = /^\/ecourse\/(\d+)\/copy$/;

/** /ecourse/new/:courseId, /ecourse/:id/edit/:tab? and /ecourse/:id/copy, or null for any other path. */
export function ecourseRoute(pathname: string): EcourseRoute | null {
  const path = pathname.replace(/\/$/, '');
  let match = NEW.exec(path);
  if (match) return { page: 'new', courseId: Number(match[1]) };
  match = EDIT.exec(path);
  if (match) return { page: 'edit', id: Number(match[1]), tab: match[2] };
  match = COPY.exec(path);
  if (match) return { page: 'copy', id: Number(match[1]) };
  return null;
}

export const ecourseHref = {
  edit: (id: number, tab?: string) => `/ecourse/${id}/edit${tab ? `/${tab}` : ''}`,
  copy: (id: number) => `/ecourse/${id}/copy`,
  evaluations: (id: number) => `/ecourse/${id}/evaluations`,
  licenses: (id: number) => `/license/ecourse/${id}`,
};
