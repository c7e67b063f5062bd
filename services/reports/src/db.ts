import type { DB } from './db-schema';
import type { JsonDocument, SchemaMatched, SchemaMismatches } from '@atrium/service-core';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { CartTables } from './cart/cart-db';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Currency = 'NOK' | 'SEK' | 'EUR';
type Locale = 'nb_NO' | 'sv_SE' | 'en_US';

interface OrderTable {
  id: Generated<number>;
  customer_id: number;
  purchaser_user_id: number;
  on_behalf_of: string | null;
  your_reference: string;
  locale: Locale;
  site: string;
  currency: Currency;
  vat_percent: number;
  status: ColumnType<'placed' | 'invoiced' | 'cancelled', 'placed' | 'invoiced' | 'cancelled' | undefined>;
  checkout_key: string;
  created: Timestamp;
}

interface PurchaseLineTable {
  id: Generated<number>;
  order_id: number;
  course_type: 'ECOURSE' | 'CLASSROOM';
  course_id: number;
  instance_id: number | null;
  title: string;
  quantity: number;
  unit_net_price: number;
  net_price: number;
  user_ids: number[];
  approved: ColumnType<boolean, boolean | undefined>;
  started: ColumnType<boolean, boolean | undefined>;
  completed: ColumnType<boolean, boolean | undefined>;
  unapproved_reason: string | null;
  your_reference: ColumnType<string | null, string | null | undefined, string | null>;
  list_unit_price: ColumnType<number | null, number | undefined, number>;
  /** numeric: pg answers a string. */
  discount_percent: ColumnType<string, number | undefined, number>;
  /** Cancelled on a credit note (decision 0213): never invoiced again, no longer a sale. */
  cancelled: ColumnType<boolean, boolean | undefined, boolean>;
}

interface InvoiceNumberTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  last_number: number;
}

interface InvoiceTable {
  id: Generated<number>;
  number: ColumnType<number | null, null | undefined, number>;
  customer_id: number;
  your_reference: string;
  on_behalf_of: string | null;
  locale: 'nb_NO' | 'en_US';
  currency: Currency;
  vat_percent: number;
  net_total: number;
  vat_total: number;
  group_type: string;
  created_by: number;
  created: Timestamp;
}

interface InvoiceLineTable {
  purchase_id: number;
  invoice_id: number;
  title: string;
  your_reference: string;
  quantity: number;
  unit_net_price: number;
  net_price: number;
  /** The part of net_price that is the line's course extras (decision 0147). */
  extras_net_price: ColumnType<number, number | undefined, number>;
  /** The credit note that credits this line (decision 0213); while null, the line holds its purchase line. */
  credit_note_id: ColumnType<number | null, undefined, number>;
}

type ExtraKind = 'MEAL' | 'ACCOMMODATION' | 'MATERIAL' | 'EXAM' | 'OTHER';

interface CourseExtraTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: ExtraKind;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

interface CourseExtraPriceTable {
  extra_id: number;
  currency: Currency;
  unit_net_price: number;
}

interface PurchaseLineExtraTable {
  id: Generated<number>;
  purchase_id: number;
  extra_id: number;
  name: string;
  quantity: number;
  unit_net_price: number;
  net_price: number;
}

interface SalesAuditTable {
  id: Generated<number>;
  at: ColumnType<Date, undefined, never>;
  actor_user_id: number | null;
  entity: 'order' | 'purchase_line' | 'invoice' | 'credit_note';
  entity_id: number;
  action: string;
  detail: ColumnType<{ [key: string]: JsonDocument | null }, string | undefined, never>;
}

interface CreditNoteNumberTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  last_number: number;
}

type CreditDisposition = 'REINVOICE' | 'CANCEL';

interface CreditNoteTable {
  id: Generated<number>;
  number: ColumnType<number | null, null | undefined, number>;
  invoice_id: number;
  customer_id: number;
  reason: string;
  disposition: ColumnType<CreditDisposition, CreditDisposition | undefined, never>;
  locale: 'nb_NO' | 'en_US';
  currency: Currency;
  vat_percent: number;
  net_total: number;
  vat_total: number;
  created_by: number;
  created: Timestamp;
}

interface BudgetTable {
  site: 'NO' | 'SE';
  year: number;
  month: number;
  /** Minor units. */
  amount: number;
  updated_by: number;
  updated_at: Timestamp;
}

/** A classroom search's file made in the background (decision 0229). */
/** What an instance's lines were sold for per currency, written only by migration 0090's triggers (decision 0250). */
interface InstanceSalesTable {
  instance_id: number;
  currency: Currency;
  sold: number;
}

/** The purchase report's lines per instance, currency and order month, written only by migration 0093's triggers (0259). */
interface InstanceOrderMonthTable {
  instance_id: number;
  currency: Currency;
  month: string;
  line_count: number;
  net_total: number;
}

/** The purchase report's lines per currency, order day and instance, written only by migration 0094's triggers (0262). */
interface InstanceOrderDayTable {
  currency: Currency;
  day: string;
  instance_id: number;
  line_count: number;
}

interface ReportExportTable {
  id: Generated<number>;
  owner_id: number;
  type: string;
  format: 'excel' | 'csv';
  currency: Currency;
  locale: Locale;
  params: ColumnType<{ [key: string]: JsonDocument | null }, string, never>;
  status: ColumnType<'queued' | 'running' | 'done' | 'failed', 'queued' | 'running' | 'done' | 'failed' | undefined>;
  done: Generated<number>;
  total: number | null;
  file_key: string | null;
  error: string | null;
  created_at: Timestamp;
  finished_at: Date | null;
}

type ProgramCourseType = 'CLASSROOM' | 'ELEARNING';

/** Course programmes and enrolments (migration 0091, decision 0252). */
interface CourseProgramTable {
  id: Generated<number>;
  title: string;
  created_at: Timestamp;
  created_by: number | null;
}

interface CourseProgramCourseTable {
  program_id: number;
  course_type: ProgramCourseType;
  course_id: number;
  position: number;
}

interface CourseProgramEnrollmentTable {
  id: Generated<number>;
  program_id: number;
  user_id: number;
  customer_id: number;
  /** APPROVED is read from the licences, never stored. */
  status: 'ENROLLED' | 'PENDING' | 'CANCELLED';
  enrolled_at: Timestamp;
  enrolled_by: number | null;
  cancelled_at: Date | null;
  cancelled_by: number | null;
}

interface CourseProgramLicenseTable {
  enrollment_id: number;
  position: number;
  course_type: ProgramCourseType;
  course_id: number;
  /** Null while a classroom course waits for its seat. */
  license_id: number | null;
}

export interface ReportsTables extends CartTables {
  order: OrderTable;
  purchase_line: PurchaseLineTable;
  invoice_number: InvoiceNumberTable;
  invoice: InvoiceTable;
  invoice_line: InvoiceLineTable;
  course_extra: CourseExtraTable;
  course_extra_price: CourseExtraPriceTable;
  purchase_line_extra: PurchaseLineExtraTable;
  sales_audit: SalesAuditTable;
  credit_note_number: CreditNoteNumberTable;
  credit_note: CreditNoteTable;
  budget: BudgetTable;
  report_export: ReportExportTable;
  instance_sales: InstanceSalesTable;
  instance_order_month: InstanceOrderMonthTable;
  instance_order_day: InstanceOrderDayTable;
  course_program: CourseProgramTable;
  course_program_course: CourseProgramCourseTable;
  course_program_enrollment: CourseProgramEnrollmentTable;
  course_program_license: CourseProgramLicenseTable;
  // What a merge moved, so its undo puts back exactly those rows (migration 0088, decision 0134); written by SQL functions.
  person_move: DB['person_move'];
}

export type ReportsDb = Kysely<ReportsTables>;

export function reportsDb(shared: Kysely<any>): ReportsDb {
  return (shared as ReportsDb).withSchema('reports');
}

// The tables above refine the ones generated from the migrated schema; this fails to compile when they drift apart.
/** @public Exported only so the compile-time check is kept. */
export type ReportsSchemaChecked = SchemaMatched<SchemaMismatches<ReportsTables, DB>>;
