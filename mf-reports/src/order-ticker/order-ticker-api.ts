import { ORDER_TICKER_PATH } from '@atrium/reports-contract';

/** The ticker's address for a valid range. */
export const orderTickerUrl = (from: string, to: string) =>
  `/api/reports${ORDER_TICKER_PATH.replace(':dateFrom', from).replace(':dateTo', to)}`;
