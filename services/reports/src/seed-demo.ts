import type { Kysely } from 'kysely';
import { seedDemoInvoices } from './batch-invoice/seed-invoices';
import { seedDemoOrders } from './order/seed-orders';
import { seedDemoBudgets } from './budget/seed-budgets';
import { seedCourseExtras } from './course-extra/seed-course-extras';
import { seedDemoCoursePrograms } from './course-program/seed-course-programs';

export async function seedReportsDemo(shared: Kysely<any>): Promise<void> {
  await seedDemoOrders(shared);
  await seedCourseExtras(shared);
  await seedDemoInvoices(shared);
  await seedDemoBudgets(shared);
  await seedDemoCoursePrograms(shared);
}
