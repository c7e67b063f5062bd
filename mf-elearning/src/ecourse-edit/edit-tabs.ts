/** The edit tabs of document 001 §2, in its order. */
export const EDIT_TABS = ['general', 'courseTexts', 'courseMaterial', 'coursePackage', 'technical', 'prices', 'notes', 'customer'] as const;
export type EditTab = (typeof EDIT_TABS)[number];

/** The tab named in the address, or general for none or one the editor does not have. */
export function tabFromRoute(tab: string | undefined): EditTab {
  return EDIT_TABS.find((candidate) => candidate === tab) ?? 'general';
}
