import type { InstructorParticipant } from '@atrium/classroom-contract';
import { canBeSentEvaluation } from './SendEvaluations';

const participant = (status: InstructorParticipant['license']['status'], evaluation: InstructorParticipant['evaluation']) =>
  ({ license: { status }, evaluation }) as InstructorParticipant;

test('document 002 §4: only approved or signed participants without an evaluation can be chosen', () => {
  expect(canBeSentEvaluation(participant('approved', null))).toBe(true);
  expect(canBeSentEvaluation(participant('signed', null))).toBe(true);
  expect(canBeSentEvaluation(participant('enrolled', null))).toBe(false);
  expect(canBeSentEvaluation(participant('absent', null))).toBe(false);
  expect(canBeSentEvaluation(participant('approved', { answered: false }))).toBe(false);
});
