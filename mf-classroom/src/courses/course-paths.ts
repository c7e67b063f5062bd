import { hrefTo } from '@atrium/shared-ui';

/** Screen routes of document 000 §2. */
export const routes = {
  list: '/clcourses',
  /** A course of its own, not made from a general course (0: none, as the copy's route has it). */
  create: '/clcourse/new/0',
  edit: (id: number, tab?: string) => `/clcourse/${id}/edit${tab ? `/${tab}` : ''}`,
  copy: (id: number, courseId: number | null) => `/clcourse/copy/${id}/${courseId ?? 0}`,
  instances: (id: number) => `/clcourse/${id}/clicourses`,
  evaluations: (id: number) => `/clcourse/${id}/evaluations`,
  // Screens of the e-learning area (document 001 §2) that start from a classroom course, by the names its
  // remote publishes: that area decides where they live.
  licenses: (id: number) => hrefTo('license.clcourse', { id }),
  newEcourse: (id: number) => hrefTo('ecourse.new', { courseId: id }),
};
