import { expect } from 'vitest';
import { operationNameOf, type TypedDocument } from '@/graphql/typed-document';
import type { GraphqlResponse, OdooTestClient } from '@/tests/support/odoo-client';

// Calling the named operations of graphql/generated/operations.ts from a test.

export function call<R, V extends Record<string, unknown>>(
  client: OdooTestClient,
  document: TypedDocument<R, V>,
  variables: NoInfer<V>,
): Promise<GraphqlResponse<R>> {
  return client.request<R>(document, variables, operationNameOf(document));
}

/** Runs an operation that must succeed and returns its data. */
export async function ok<R, V extends Record<string, unknown>>(
  client: OdooTestClient,
  document: TypedDocument<R, V>,
  variables: NoInfer<V>,
): Promise<R> {
  const response = await call(client, document, variables);
  expect(response.errors?.map((error) => error.message) ?? [], operationNameOf(document)).toEqual(
    [],
  );
  expect(response.status).toBe(200);
  return present(response.data, `${operationNameOf(document)} data`);
}

/** Runs an operation that must fail the way Odoo fails (HTTP 200, GraphQL errors); the messages. */
export async function fails<R, V extends Record<string, unknown>>(
  client: OdooTestClient,
  document: TypedDocument<R, V>,
  variables: NoInfer<V>,
): Promise<string[]> {
  const response = await call(client, document, variables);
  expect(response.status).toBe(200);
  const messages = response.errors?.map((error) => error.message) ?? [];
  expect(messages.length, `${operationNameOf(document)} should fail`).toBeGreaterThan(0);
  return messages;
}

export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** Odoo's MissingError for a record that does not exist; the user id is the caller's own. */
export function missingRecord(model: string, id: number): string {
  const escapedModel = model.replaceAll('.', '\\.');
  return expect.stringMatching(
    new RegExp(
      `^Record does not exist or has been deleted\\.\\n\\(Record: ${escapedModel}\\(${id},\\), User: \\d+\\)$`,
    ),
  ) as string;
}
