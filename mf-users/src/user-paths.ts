/** The users area's own screens (document 002 §2); mf-users/src/routes.json publishes the same patterns. */
export const userPaths = {
  search: '/atriumusersearch',
  user: (userId: number, tab?: string) => `/atriumusersearch/users/${userId}${tab ? `/${tab}` : ''}`,
  merge: (userId: number) => `/atriumusersearch/merge/${userId}`,
  audit: (userId: number) => `/atriumusersearch/audit/${userId}`,
};
