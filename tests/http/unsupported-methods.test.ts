import { describe, expect, it } from 'vitest';
import { refuseForbiddenMethods } from '@/lib/http/unsupported-methods.server';
import { hookedServer } from '@/tests/support/hooked-server';

// Next cannot build a request for TRACE (the Fetch standard forbids it) and answered 500; the
// Node server answers 405 before Next sees it.

const hooked = hookedServer(refuseForbiddenMethods);

async function send(
  method: string,
): Promise<{ status: number; allow: string | undefined; body: string }> {
  const { status, headers, body } = await hooked({ method });
  return { status, allow: headers.allow, body };
}

describe('forbidden methods', () => {
  it('answers TRACE with 405 and an Allow header, and passes other methods on', async () => {
    expect(await send('TRACE')).toMatchObject({ status: 405, body: 'Method Not Allowed' });
    expect((await send('TRACE')).allow).toContain('GET');
    expect(await send('GET')).toMatchObject({ status: 200, body: 'app' });
    expect(await send('DELETE')).toMatchObject({ status: 200, body: 'app' });
  });
});
