import { createHash } from 'node:crypto';
import { PRICES_PENDING_SCRIPT } from '@/lib/pricing/prices-pending';
import { UNSUPPORTED_BROWSER_SCRIPT } from '@/lib/security/supported-browser';

// A page rendered per request starts from a shell prerendered without a request, so the shell's
// inline scripts carry no nonce. Their text is fixed, so the policy allows them by hash: the
// shop's browser check, its mark for prices still to come, and React's timer that the streaming renderer writes first (React 19.3;
// an upgrade that changes it shows as a policy violation in the e2e suite, e2e/security.spec.ts).
const REACT_REVEAL_TIMER = 'requestAnimationFrame(function(){$RT=performance.now()});';

export const SHELL_SCRIPT_HASHES: readonly string[] = [
  UNSUPPORTED_BROWSER_SCRIPT,
  PRICES_PENDING_SCRIPT,
  REACT_REVEAL_TIMER,
].map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
