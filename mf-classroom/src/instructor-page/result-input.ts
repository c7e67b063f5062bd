/** Document 002 §5: an empty result is sent as null. */
export const resultOf = (text: string) => (text.trim() === '' ? null : Number(text));
/** A result is empty or a whole number of at most 6 digits. */
export const validResult = (text: string) => text.trim() === '' || /^\d{1,6}$/.test(text.trim());
