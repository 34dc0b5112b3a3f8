export function isQueryPageKey(key: unknown): boolean;
export function isStorable(value: { kind?: string; status?: number } | null | undefined): boolean;
declare const ShopIncrementalCache: new (context: unknown) => unknown;
export default ShopIncrementalCache;
