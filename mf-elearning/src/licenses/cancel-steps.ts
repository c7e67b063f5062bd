import { totalCancellationFee } from '@atrium/elearning-contract';
import type { ListedLicense } from './license-list-types';

export type CancelStep = 'confirm' | 'confirmFee';

/**
 * Document 001 §4: what cancelling the selected licenses takes, e-course or classroom. Nothing may be
 * cancelled while the selection holds a license that is part of a course programme; otherwise one
 * confirmation, and a second about the fee when the selected licenses together cost anything to cancel.
 */
export function cancelSteps(selected: readonly ListedLicense[]): { blocked: boolean; fee: number; steps: CancelStep[] } {
  const fee = totalCancellationFee(selected);
  const blocked = selected.length === 0 || selected.some((license) => license.asPartOfCourseProgram);
  return { blocked, fee, steps: fee > 0 ? ['confirm', 'confirmFee'] : ['confirm'] };
}
