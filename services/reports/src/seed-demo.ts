import type { Kysely } from 'kysely';
import { seedDemoOrders } from './order/seed-orders';

export async function seedReportsDemo(shared: Kysely<any>): Promise<void> {
  await seedDemoOrders(shared);
}
