/** The product page's query parameter for the chosen variant: `?variant=<variant id>`. */
export const VARIANT_PARAM = 'variant';
