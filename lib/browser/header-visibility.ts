export const HEADER_HIDE_AFTER_PX = 500;

/** The header gets out of the way when scrolling down past 500 px and comes back on scroll up. */
export function isHeaderHidden(previousY: number, currentY: number, wasHidden: boolean): boolean {
  if (currentY <= HEADER_HIDE_AFTER_PX) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}
