/**
 * What a server action hands the browser: data, or a text the shopper can read. Actions never
 * throw to the browser (Next would replace the message in production anyway).
 */
export type ActionResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      error: string;
      /**
       * Odoo did not answer in time after the change was sent: it may have been applied anyway,
       * so the browser reloads what it shows from Odoo instead of rolling back.
       */
      outcomeUnknown?: true;
    };
