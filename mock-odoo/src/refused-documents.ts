/**
 * How many GraphQL documents the server refused (unparsable or invalid) or could not answer as a
 * stock Odoo 15 cannot (graphql-vuestorefront/odoo15-faults.ts), and the latest few.
 */
export class RefusedDocuments {
  private count = 0;
  private latest: { operationName: string | null; messages: string[] }[] = [];

  add(operationName: string | null, messages: string[]): void {
    this.count += 1;
    this.latest = [{ operationName, messages }, ...this.latest].slice(0, 20);
  }

  clear(): void {
    this.count = 0;
    this.latest = [];
  }

  summary() {
    return { count: this.count, latest: this.latest };
  }
}
