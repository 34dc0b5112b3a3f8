import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { registerThroughEndpoint } from './auth-support';
import { messages } from './support';

// What the accessibility journeys share: axe limited to WCAG 2.1 A and AA, the widths the shop is
// judged at (a phone and a laptop), and moving through a page with the keyboard alone.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** WCAG 2.1 A/AA findings of impact serious or critical, as readable lines. */
export async function wcagViolations(page: Page) {
  // Dynamic pages stream their metadata: wait for the <title> rather than flag its absence.
  await page.waitForFunction(() => document.title.trim() !== '');
  // A sidebar sliding in or a notification fading in is measured once it is still: colours
  // part-way through an opacity transition are not the ones a shopper reads.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // Legacy mode runs axe in the page and its frames; the default finishes each run in a new page
  // of its own, which costs about a second per check (the checks were a tenth of the suite).
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Records the page's findings under a name and goes on, so one run lists every page's. */
export async function expectNoViolations(page: Page, what: string) {
  expect.soft(await wcagViolations(page), `${what} (${page.viewportSize()?.width} px)`).toEqual([]);
}

interface FocusStop {
  /** The focused element, e.g. `button "Winkelwagen"`, for messages. */
  described: string;
  /** An outline or a box shadow on it (or where it draws itself: label, box, card). */
  ringed: boolean;
}

/**
 * Whether one of `targets` has the focus, what has it, and whether the shopper can see where it
 * is; one round trip per key press. Self-contained: it runs in the page.
 */
function focusReport(targets: Element[]): { found: boolean; stop: FocusStop | null } {
  const element = document.activeElement;
  const found = element !== null && targets.includes(element);
  if (!(element instanceof HTMLElement) || element === document.body) return { found, stop: null };
  const shows = (candidate: Element | null | undefined) => {
    if (!candidate) return false;
    const style = getComputedStyle(candidate);
    const rect = candidate.getBoundingClientRect();
    // A visually hidden control (sr-only: 1 px, clipped) cannot show a ring of its own.
    const drawn =
      rect.width >= 4 &&
      rect.height >= 4 &&
      style.visibility !== 'hidden' &&
      style.opacity !== '0' &&
      !style.clip.startsWith('rect(0');
    if (!drawn) return false;
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      !/rgba\(.*, 0\)$|transparent/.test(style.outlineColor);
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  };
  // A hidden checkbox or radio shows its focus on its label or the box beside it; a card's title
  // link on the card around it (:focus-within).
  const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
  const ancestors = [element.parentElement, element.parentElement?.parentElement];
  const ringed = [element, ...labels, element.nextElementSibling, ...ancestors].some(shows);
  const name =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null);
  const text = (name || element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const kind = element.getAttribute('type') ?? element.getAttribute('role') ?? '';
  return {
    found,
    stop: {
      described: `${element.tagName.toLowerCase()}${kind ? `[${kind}]` : ''} "${text}"`,
      ringed,
    },
  };
}

/** The focused element's description, and fails if the focus cannot be seen. */
export async function expectFocusVisible(page: Page) {
  const { stop } = await page.evaluate(focusReport, []);
  expect(stop, 'something has the focus').not.toBeNull();
  expect(stop?.ringed, `focus ring on ${stop?.described}`).toBe(true);
  return stop?.described ?? '';
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, at most `max` times.
 * Every element passed on the way must show where the focus is.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
) {
  // Any of the elements will do: the tab stop of a radio group is its checked radio, or the first.
  await expect(target.first()).toBeAttached();
  const passed: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    const { found, stop } = await target.evaluateAll(focusReport);
    if (found) {
      expect(stop?.ringed, `focus ring on ${stop?.described}`).toBe(true);
      return;
    }
    if (presses > 0 && stop) {
      passed.push(stop.described);
      expect(stop.ringed, `focus ring on ${stop.described}`).toBe(true);
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`tabTo: ${target} not reached in ${max} presses; passed ${passed.join(' → ')}`);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs into a radio group and moves with the arrow keys until `choice` is checked. */
export async function chooseRadio(page: Page, group: Locator, choice: Locator) {
  const radios = group.getByRole('radio');
  await tabTo(page, radios);
  const count = await radios.count();
  for (let presses = 0; presses < count && !(await choice.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(choice).toBeChecked();
}

/** Tabs to the control and presses a key on it (Enter for links and buttons, Space for boxes). */
export async function activate(
  page: Page,
  target: Locator,
  { key = 'Enter', ...options }: { key?: string; backwards?: boolean; max?: number } = {},
) {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/**
 * Focus stays inside an open modal or sidebar: Tab and Shift+Tab around it more times than it has
 * controls never reach the page behind it.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const controls = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
    .count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < controls + 2; presses += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => {
        const active = document.activeElement;
        // Chromium lets Tab leave for the browser's own controls and come back: the page then
        // has no focused element, which is not the page behind the dialog either.
        return !active || active === document.body || element.contains(active);
      });
      expect(inside, `${key} ×${presses + 1} stays in the dialog`).toBe(true);
    }
  }
}

/** Escape closes the dialog and puts the focus back on the control that opened it. */
export async function expectEscapeReturnsFocus(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusVisible(page);
}

/** A new customer of this run, registered the way the modal does it (parallel-safe checkouts). */
export async function registerShopper(page: Page, label: string) {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const shopper = {
    email: `${label}-${id}@example.com`,
    password: 'keyboard-123',
    name: `Toetsenbord ${id}`,
  };
  await registerThroughEndpoint(page, 'nl', { ...shopper, company: `Toetsenbord ${id} B.V.` });
  return shopper;
}

/** Signs in from the header's account button with the keyboard alone, from any page. */
export async function signInWithKeyboard(
  page: Page,
  user: { email: string; password: string },
  { phone = false }: { phone?: boolean } = {},
) {
  const t = messages.nl;
  const account = page
    .getByRole(phone ? 'navigation' : 'banner', {
      name: phone ? t.BottomNavigation.label : undefined,
    })
    .getByRole('button', { name: t.Header.account, exact: true });
  await tabTo(page, account, { backwards: phone });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.LoginModal.LOGIN });
  const email = dialog.getByLabel(t.LoginModal.email, { exact: true });
  // The first field has the focus: the shopper types at once.
  await expect(email).toBeFocused();
  await page.keyboard.type(user.email);
  await typeInto(page, dialog.getByLabel(t.LoginModal.password, { exact: true }), user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.AuthMessages.loggedIn)).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
}
