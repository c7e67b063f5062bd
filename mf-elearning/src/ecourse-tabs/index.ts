export { CompetenceRefreshButton } from './CompetenceRefreshButton';
export { CourseMaterialTab } from './CourseMaterialTab';
export { CustomerTab } from './CustomerTab';
export { PricesTab } from './PricesTab';
export { PublicationsPanel } from './PublicationsPanel';
export { QuoteCodesPanel } from './QuoteCodesPanel';
export { ResponsibleUsersPanel } from './ResponsibleUsersPanel';
