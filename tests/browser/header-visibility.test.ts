import { describe, expect, it } from 'vitest';
import { isHeaderHidden } from '@/lib/browser/header-visibility';

describe('header visibility', () => {
  it('hides when scrolling down beyond 500 px and shows again on scroll up', () => {
    expect(isHeaderHidden(0, 400, false)).toBe(false);
    expect(isHeaderHidden(400, 501, false)).toBe(true);
    expect(isHeaderHidden(600, 650, true)).toBe(true);
    expect(isHeaderHidden(650, 640, true)).toBe(false);
    expect(isHeaderHidden(640, 640, true)).toBe(true);
    expect(isHeaderHidden(900, 300, true)).toBe(false);
  });
});
