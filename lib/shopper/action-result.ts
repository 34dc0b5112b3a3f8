/**
 * What a server action hands the browser: data, or a text the shopper can read. Actions never
 * throw to the browser (Next would replace the message in production anyway).
 */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string };
