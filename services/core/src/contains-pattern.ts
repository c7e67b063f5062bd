/** An ILIKE pattern for "contains text", where a typed %, _ or \ is searched for literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
