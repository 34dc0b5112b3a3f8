import type { ActionResult } from '@/lib/shopper/action-result';

/** What a server action answered, for a test that expects it to succeed: its data, or a throw. */
export function actionData<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error}`);
  return result.data;
}
