/** A change's outcome as a form needs it: null once saved, else the messages of the fields refused (none when the failure named no field). */
export type SaveOutcome = Record<string, string> | null;

/**
 * The max learners field as the contract takes it: empty is no limit; any other text becomes a number
 * (NaN when it is none), so the contract's rule is what refuses it, as the server would.
 */
export const maxLearnersValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));

// The contract's type checks speak zod's English; each refused field gets one message key instead.
const FIELD_KEYS: Record<string, string> = {
  customerId: 'ecourse.remoteScorm.invalid.customer',
  maxLearners: 'ecourse.remoteScorm.invalid.maxLearners',
};

export function refusedFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), FIELD_KEYS[String(issue.path[0])] ?? issue.message]));
}
