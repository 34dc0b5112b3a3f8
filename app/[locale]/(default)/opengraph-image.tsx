import { ImageResponse } from 'next/og';
import { hasLocale } from 'next-intl';
import { DEFAULT_LOCALE, ENABLED_LOCALES, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { loadOgFont } from '@/lib/seo/og-font.server';

// The share image of the home page (and of pages without their own): the shop name and its
// promise on the brand colour. Rendered at build time per locale; no network needed. Messages are
// read directly: next-intl's request config asks next/root-params, which image metadata may not.

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

function localeOf(value: string | undefined): Locale {
  return hasLocale(ENABLED_LOCALES, value) ? value : DEFAULT_LOCALE;
}

export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = localeOf((await params).locale);
  const [messages, font] = await Promise.all([loadMessages(locale), loadOgFont()]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px',
        background: '#0b5d3b',
        color: '#ffffff',
        fontFamily: font ? 'Shop' : undefined,
      }}
    >
      <div style={{ display: 'flex', fontSize: 40, fontWeight: 700, opacity: 0.9 }}>
        {messages.Metadata.title}
      </div>
      <div style={{ display: 'flex', fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>
        {messages.Home.title}
      </div>
      <div style={{ display: 'flex', fontSize: 30, opacity: 0.9 }}>{messages.Home.text}</div>
    </div>,
    {
      ...size,
      ...(font
        ? { fonts: [{ name: 'Shop', data: font, weight: 700 as const, style: 'normal' }] }
        : {}),
    },
  );
}
