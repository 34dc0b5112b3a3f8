import { describe, expect, it } from 'vitest';
import {
  isSupportedBrowser,
  UNSUPPORTED_BROWSER_ID,
  UNSUPPORTED_BROWSER_SCRIPT,
} from '@/lib/security/supported-browser';

const UA = {
  chrome156:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  chrome90:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.93 Safari/537.36',
  edge110:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/110.0.1587.41',
  firefox128: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  firefox100: 'Mozilla/5.0 (X11; Linux x86_64; rv:100.0) Gecko/20100101 Firefox/100.0',
  safari17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  safari164:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  safari15:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 12_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  bot: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
};

describe('unsupported browser check', () => {
  it.each([
    ['chrome156', true],
    ['chrome90', false],
    ['edge110', false],
    ['firefox128', true],
    ['firefox100', false],
    ['safari17', true],
    ['safari164', true],
    ['safari15', false],
    ['ie11', false],
    ['bot', true],
  ] as const)('%s → %s', (name, supported) => {
    expect(isSupportedBrowser(UA[name])).toBe(supported);
  });

  it('the inline script is plain ES5 that reveals the banner only when unsupported', () => {
    const script = UNSUPPORTED_BROWSER_SCRIPT;
    expect(script).not.toMatch(/=>|\bconst\b|\blet\b|`/);
    for (const [ua, hidden] of [
      [UA.chrome90, false],
      [UA.chrome156, true],
    ] as const) {
      const banner = { hidden: true };
      new Function('navigator', 'document', script)(
        { userAgent: ua },
        { getElementById: (id: string) => (id === UNSUPPORTED_BROWSER_ID ? banner : null) },
      );
      expect(banner.hidden).toBe(hidden);
    }
  });
});
