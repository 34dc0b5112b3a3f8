// Runs once when a server starts (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseForbiddenMethods } = await import('@/lib/http/unsupported-methods.server');
  refuseForbiddenMethods();
  // Rate limits count per connection unless TRUSTED_PROXIES says otherwise.
  const { recordPeerAddresses } = await import('@/lib/http/peer-address.server');
  recordPeerAddresses();
  const { stripInternalResponseHeaders } =
    await import('@/lib/http/internal-response-headers.server');
  stripInternalResponseHeaders();
  const { refuseCacheFunctionCalls } = await import('@/lib/http/cache-function-calls.server');
  refuseCacheFunctionCalls();
  const { refuseUnreadableRouterState } = await import('@/lib/http/router-state.server');
  refuseUnreadableRouterState();
}
