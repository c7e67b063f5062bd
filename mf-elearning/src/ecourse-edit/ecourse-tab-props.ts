import type { Ecourse } from '@atrium/elearning-contract';

/** What every tab of the e-course editor (/ecourse/:id/edit/:tab?) gets from the page. */
export interface EcourseTabProps {
  course: Ecourse;
  /** The page reloads the course after a tab changed something the course itself shows. */
  onCourseChanged: () => void;
}
