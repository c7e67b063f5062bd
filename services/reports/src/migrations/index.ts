import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as cart from './0002-cart';
import * as orders from './0003-orders';
import * as invoices from './0004-invoices';
import * as lineDiscount from './0005-line-discount';
import * as salesAudit from './0010-sales-audit';
import * as creditNotes from './0011-credit-notes';
import * as courseExtras from './0012-course-extras';
import * as publishedPersonExport from './0070-published-person-export';
import * as budgets from './0080-budgets';
import * as creditNoteChoices from './0081-credit-note-choices';
import * as idempotencyKeys from './0082-idempotency-keys';
import * as reportExports from './0083-report-exports';
import * as purchaseLineInstanceIndex from './0084-purchase-line-instance-index';
import * as purchaseLineInstanceSalesIndex from './0085-purchase-line-instance-sales-index';
import * as publishedPersonMove from './0088-published-person-move';
import * as instanceSales from './0090-instance-sales';
import * as coursePrograms from './0091-course-programs';
import * as instanceOrderMonths from './0093-instance-order-months';
import * as instanceOrderDays from './0094-instance-order-days';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-cart': cart,
  '0003-orders': orders,
  '0004-invoices': invoices,
  '0005-line-discount': lineDiscount,
  '0010-sales-audit': salesAudit,
  '0011-credit-notes': creditNotes,
  '0012-course-extras': courseExtras,
  '0070-published-person-export': publishedPersonExport,
  '0080-budgets': budgets,
  '0081-credit-note-choices': creditNoteChoices,
  '0082-idempotency-keys': idempotencyKeys,
  '0083-report-exports': reportExports,
  '0084-purchase-line-instance-index': purchaseLineInstanceIndex,
  '0085-purchase-line-instance-sales-index': purchaseLineInstanceSalesIndex,
  '0088-published-person-move': publishedPersonMove,
  '0090-instance-sales': instanceSales,
  '0091-course-programs': coursePrograms,
  '0093-instance-order-months': instanceOrderMonths,
  '0094-instance-order-days': instanceOrderDays,
};
