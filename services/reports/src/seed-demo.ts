import type { Kysely } from 'kysely';
import { seedDemoInvoices } from './batch-invoice/seed-invoices';
import { seedDemoOrders } from './order/seed-orders';

export async function seedReportsDemo(shared: Kysely<any>): Promise<void> {
  await seedDemoOrders(shared);
  await seedDemoInvoices(shared);
}
