import { MANAGEMENT_TABS, type ManagementTab } from '@atrium/classroom-contract';

// Document 002 §9: the chosen tab is kept for the browser session; pre until one is chosen.
const KEY = 'atrium.classroom-management.tab';

export function storedTab(): ManagementTab {
  const stored = sessionStorage.getItem(KEY);
  return MANAGEMENT_TABS.find((tab) => tab === stored) ?? 'pre';
}

export function storeTab(tab: ManagementTab): void {
  sessionStorage.setItem(KEY, tab);
}
