import { z } from 'zod';

// The start page hands the process page its customer and queue through the tab's session storage (document 003
// §2: without a stored customer /batchinvoice/process returns to start), so a reload keeps the work.
const KEY = 'atrium.batchInvoice';

const storedBatchSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  queue: z.array(z.number().int()),
});
export type StoredBatch = z.infer<typeof storedBatchSchema>;

export function readStoredBatch(): StoredBatch | null {
  try {
    const parsed = storedBatchSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeBatch(batch: StoredBatch | null): void {
  if (batch) sessionStorage.setItem(KEY, JSON.stringify(batch));
  else sessionStorage.removeItem(KEY);
}
