import { totalCancellationFee } from '@atrium/elearning-service/contract';
import type { ListedLicence } from './licenceListTypes';

export type CancelStep = 'confirm' | 'confirmFee';

/**
 * Document 001 §4: what cancelling the selected licences takes, e-course or classroom. Nothing may be
 * cancelled while the selection holds a licence that is part of a course programme; otherwise one
 * confirmation, and a second about the fee when the selected licences together cost anything to cancel.
 */
export function cancelSteps(selected: readonly ListedLicence[]): { blocked: boolean; fee: number; steps: CancelStep[] } {
  const fee = totalCancellationFee(selected);
  const blocked = selected.length === 0 || selected.some((licence) => licence.asPartOfCourseProgram);
  return { blocked, fee, steps: fee > 0 ? ['confirm', 'confirmFee'] : ['confirm'] };
}
