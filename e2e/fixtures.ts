import { test as base, expect, type Page } from '@playwright/test';

// Every journey also checks the content security policy: a script, frame or request the page's
// policy refused fails the test, whichever page, step or frame it happened on.

export const test = base.extend<{ allowPolicyViolations: boolean; policyGuard: void }>({
  /** Set by the one test that provokes a violation on purpose. */
  allowPolicyViolations: [false, { option: true }],
  policyGuard: [
    async ({ context, allowPolicyViolations }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__reportPolicyViolation', (line: string) => {
        violations.push(line);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportPolicyViolation(line: string): void })
            .__reportPolicyViolation;
          report(`${location.pathname}: ${event.effectiveDirective} ${event.blockedURI}`);
        });
      });
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
            violations.push(`${page.url()}: ${message.text().slice(0, 300)}`);
          }
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (!allowPolicyViolations)
        expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
