import type { RuntimeLearner } from '../runtime/runtime-access';

/**
 * A remote learner as the content sees them: the id and name their LMS gave. The customer's LMS, not
 * Atrium, gives the id, so the cmi5 actor's account is homed under that customer. The LMS's site is
 * unknown, so the international one (document 001 §9) applies.
 */
export const remoteLearnerOf = (row: { learner_id: string; name: string; customer_id: number }): RuntimeLearner => ({
  id: row.learner_id,
  name: row.name,
  site: 'INT',
  accountPath: `/scorm/remote/customer/${row.customer_id}`,
});
