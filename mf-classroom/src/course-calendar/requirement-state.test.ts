import { requirementState } from './requirement-state';

describe('the calendar requirement states (document 002 §4)', () => {
  it('shows the first state if completed, the second if not done, otherwise the third', () => {
    expect(requirementState('acceptCourseMaterials', { completed: true, notDone: false })).toBe('ACCEPTED');
    expect(requirementState('acceptCourseMaterials', { completed: false, notDone: true })).toBe('NOT_ACCEPTED');
    expect(requirementState('acceptCourseMaterials', { completed: false, notDone: false })).toBe('NOT_COMPLETED');
    expect(requirementState('uploadScannedEvaluations', { completed: false, notDone: false })).toBe('REGISTERED_NO_EVALUATION');
    expect(requirementState('registerResults', { completed: false, notDone: true })).toBe('REGISTERED_NOT_COMPLETED');
    expect(requirementState('registerResults', { completed: false, notDone: false })).toBe('REGISTERED_NO_TEST');
    expect(requirementState('signParticipantList', { completed: false, notDone: false })).toBe('NO_LIST');
  });
});
