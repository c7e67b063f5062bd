import type { ReactElement } from 'react';
import { DeadEndPage, useAuth } from '@atrium/shared-ui';
import { COURSE_ADMINS } from '@atrium/core-contract';

/** The venue screens are course staff's (decision 0162): anyone else gets the no-access page, not a failing load. */
export function CourseStaffOnly({ children }: { children: ReactElement }) {
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  return allowed ? children : <DeadEndPage kind="noaccess" />;
}
