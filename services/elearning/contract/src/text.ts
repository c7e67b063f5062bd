/** PostgreSQL text and jsonb cannot hold NUL, so text that reaches them refuses it with a 400 instead of a 500. */
export const withoutNul = (text: string): boolean => !text.includes('\u0000');
export const NUL_MESSAGE = 'may not hold a NUL character';
