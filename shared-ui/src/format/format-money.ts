/** Formats an amount stored in minor units (the entered amount times 100) for display. */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency }).format(minorUnits / 100);
}
