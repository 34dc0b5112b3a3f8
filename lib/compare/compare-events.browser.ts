// The contract between product cards / product pages (which dispatch) and the compare listener
// (which keeps the list). An event keeps the cards free of the store and of any compare code.

export const TOGGLE_COMPARE_EVENT = 'shop:toggle-compare';

export interface ToggleCompareDetail {
  /** Product template id. */
  productId: number;
  /** Shown in the notification when given. */
  name?: string;
}

export function dispatchToggleCompare(detail: ToggleCompareDetail): void {
  window.dispatchEvent(new CustomEvent<ToggleCompareDetail>(TOGGLE_COMPARE_EVENT, { detail }));
}

/** Reads an event's detail defensively: any script on the page can dispatch this event. */
export function readToggleCompareDetail(event: Event): ToggleCompareDetail | null {
  const detail: unknown = (event as CustomEvent).detail;
  if (!detail || typeof detail !== 'object') return null;
  const { productId, name } = detail as Record<string, unknown>;
  const id = typeof productId === 'string' ? Number(productId) : productId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  return { productId: id, name: typeof name === 'string' && name.trim() ? name : undefined };
}
