/** `?page=N` as a whole number from 1; anything else (missing, 0, "abc", a list) is page 1. */
export function pageFromQuery(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The href of a page: page 1 is the bare path, so it is the one canonical URL of the listing. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

/** Page numbers to show: the first, the last and two around the current one; 0 marks a gap. */
export function pageWindow(current: number, total: number): number[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
  const result: number[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (previous !== undefined && page - previous > 1) result.push(0);
    result.push(page);
  }
  return result;
}
