/** The compare page shows products side by side; more than four no longer fit a screen. */
export const MAX_COMPARE_ITEMS = 4;
