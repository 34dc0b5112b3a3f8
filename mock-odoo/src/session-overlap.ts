// How many mutations of one Odoo session were in flight at once, for the scale-out test: the
// shop promises to send a session's cart writes one after the other, whichever of its instances
// the shopper reaches. Odoo would serialise them anyway (a row lock on the order, a retry on a
// serialisation failure); counting here shows whether the shop itself kept them in order.

export class SessionOverlap {
  private readonly inFlight = new Map<string, number>();
  /** The highest number of one session's mutations running together since the last reset. */
  max = 0;

  /** Counts a mutation of `session` as running; call the returned function when it is done. */
  enter(session: string): () => void {
    const running = (this.inFlight.get(session) ?? 0) + 1;
    this.inFlight.set(session, running);
    this.max = Math.max(this.max, running);
    return () => {
      const left = (this.inFlight.get(session) ?? 1) - 1;
      if (left === 0) this.inFlight.delete(session);
      else this.inFlight.set(session, left);
    };
  }

  reset(): void {
    this.max = 0;
  }
}
