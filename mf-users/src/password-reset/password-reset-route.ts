import { FORGOT_PASSWORD_PAGE, PASSWORD_RESET_PAGE_PREFIX } from '@atrium/users-contract';

export type PasswordRoute = { page: 'forgot' } | { page: 'reset'; id: string };

/** /password/forgot and /password/reset/{id} (document 001 §2 "Password"); null for any other path. */
export function passwordRoute(pathname: string): PasswordRoute | null {
  const path = pathname.replace(/\/$/, '');
  if (path === FORGOT_PASSWORD_PAGE) return { page: 'forgot' };
  if (!path.startsWith(PASSWORD_RESET_PAGE_PREFIX)) return null;
  const id = path.slice(PASSWORD_RESET_PAGE_PREFIX.length);
  if (!id || id.includes('/')) return null;
  try {
    return { page: 'reset', id: decodeURIComponent(id) };
  } catch {
    return null;
  }
}
