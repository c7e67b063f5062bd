import { ORDER_PATHS } from '@atrium/reports-contract';

// Orders belong to the reports area; the company area shows their confirmations (document 001).
const REPORTS_API = '/api/reports';

export const orderUrl = (orderId: number) => `${REPORTS_API}${ORDER_PATHS.order.replace(':orderId', String(orderId))}`;
export const purchaseUrl = (purchaseId: number) => `${REPORTS_API}${ORDER_PATHS.purchase.replace(':purchaseId', String(purchaseId))}`;
