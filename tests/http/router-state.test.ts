import { describe, expect, it } from 'vitest';
import { refuseUnreadableRouterState } from '@/lib/http/router-state.server';
import { hookedServer } from '@/tests/support/hooked-server';

// Next answered a client navigation with an unreadable router state with 500; the Node server
// answers 400 before Next sees it.

const hooked = hookedServer(refuseUnreadableRouterState);

async function navigate(state?: string): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { rsc: '1' };
  if (state !== undefined) headers['next-router-state-tree'] = state;
  const { status, body } = await hooked({ path: '/en/cart', headers });
  return { status, body };
}

describe('the router state of a client navigation', () => {
  it('answers one Next cannot read with 400', async () => {
    for (const garbage of ['garbage', '%E0%A4%A', '{}', '["",{"children":"x"}]']) {
      expect(await navigate(garbage), garbage.slice(0, 20)).toEqual({
        status: 400,
        body: 'Bad Request',
      });
    }
  });

  it('passes on what a browser sends, and requests without one', async () => {
    const state = encodeURIComponent(
      JSON.stringify(['', { children: [['locale', 'en', 'd', null], { children: ['cart', {}] }] }]),
    );
    expect(await navigate(state)).toEqual({ status: 200, body: 'app' });
    expect(await navigate()).toEqual({ status: 200, body: 'app' });
  });
});
