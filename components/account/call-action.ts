import type { ActionResult } from '@/lib/shopper/action-result';

/**
 * Calls a server action from the account page. A thrown call (network down, a new deployment) has
 * no text of its own and reads as a failure with the shell's translated one.
 */
export async function callAction<T>(
  call: () => Promise<ActionResult<T>>,
  offlineMessage: string,
): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, error: offlineMessage };
  }
}
