/* Screen readers pick their voice from <html lang>; it must follow the chosen locale. */
export function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale.replace('_', '-');
}
