export const ecourseHref = {
  edit: (id: number, tab?: string) => `/ecourse/${id}/edit${tab ? `/${tab}` : ''}`,
  copy: (id: number) => `/ecourse/${id}/copy`,
  evaluations: (id: number) => `/ecourse/${id}/evaluations`,
  licenses: (id: number) => `/license/ecourse/${id}`,
};
