import type { Db } from './db';
import { cronFinalizePostProcessing } from './payment/transactions';

// Odoo's scheduled actions (ir.cron) that the shop's journeys depend on. Odoo runs each every few
// minutes in its own transaction; mock-odoo runs them every minute, and on request
// (POST /__mock/cron) so a test need not wait.

const EVERY_MS = 60_000;

export async function runScheduledActions(db: Db): Promise<void> {
  // payment: post-process transactions (payment/data/payment_cron.xml)
  await cronFinalizePostProcessing(db);
}

/** Runs them on a timer until the returned function is called. */
export function scheduleActions(db: Db): () => void {
  const timer = setInterval(() => {
    runScheduledActions(db).catch((error: unknown) =>
      console.warn('[mock-odoo] scheduled actions failed:', error),
    );
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
