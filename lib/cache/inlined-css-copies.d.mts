export function withoutInlinedCssCopies(html: string): string;
