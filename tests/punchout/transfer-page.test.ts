// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cxmlReturnForm, ociReturnForm } from '@/lib/punchout/return-form';
import { escapeHtml } from '@/lib/html/escape-html';
import { transferPageHtml, type TransferPage } from '@/lib/punchout/transfer-page';
import type { ReturnForm } from '@/lib/punchout/types';
import { CART, ENVELOPE, OCI, SESSION } from '@/tests/punchout/support/carts';

// The page is read back by a real HTML parser, as the buyer's browser reads it: every value
// must arrive exactly, and nothing in a value may turn into markup.

const NONCE = 'bm9uY2UtMTIz+/=';

function page(form: ReturnForm, overrides: Partial<TransferPage> = {}): string {
  return transferPageHtml({
    lang: 'de',
    title: 'Warenkorb wird übertragen',
    message: 'Ihr Warenkorb wird an Ihr Einkaufssystem übertragen.',
    buttonLabel: 'Warenkorb übertragen',
    form,
    nonce: NONCE,
    ...overrides,
  });
}

function read(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function formOf(document: Document): HTMLFormElement {
  const forms = document.querySelectorAll('form');
  expect(forms).toHaveLength(1);
  return forms[0]!;
}

function hiddenFields(form: HTMLFormElement) {
  return Array.from(form.querySelectorAll('input')).map((input) => {
    expect(input.type).toBe('hidden');
    return { name: input.name, value: input.value };
  });
}

const HOSTILE_VALUES: ReturnForm = {
  action: 'https://eproc.buyer.example/punchout/return?s="a"&t=<b>&u=\'c\'',
  target: 'catalogFrame',
  fields: [
    { name: 'breakout', value: '"><script>alert(1)</script>' },
    { name: 'single', value: "' onfocus='alert(1)" },
    { name: 'entities', value: 'a &amp; b &lt; c &#233; &' },
    { name: 'lines', value: 'one\ntwo\r\nthree\rfour\ttab' },
    { name: 'unicode', value: 'Größe 🚀 – ‘quoted’' },
    { name: 'name with "quotes" & <brackets>', value: 'x' },
    { name: 'empty', value: '' },
  ],
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('transferPageHtml', () => {
  it('is a complete small document', () => {
    const html = page(ociReturnForm(OCI, CART));
    expect(html.startsWith('<!doctype html>\n')).toBe(true);
    const document = read(html);
    expect(document.doctype?.name).toBe('html');
    expect(document.documentElement.lang).toBe('de');
    expect(document.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
      'no-referrer',
    );
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain(
      'width=device-width',
    );
    expect(document.title).toBe('Warenkorb wird übertragen');
    expect(document.querySelector('h1')?.textContent).toBe('Warenkorb wird übertragen');
    expect(document.querySelector('main p')?.textContent).toBe(
      'Ihr Warenkorb wird an Ihr Einkaufssystem übertragen.',
    );
  });

  it('posts the form where the return form says, as UTF-8 url-encoded', () => {
    const form = formOf(read(page(ociReturnForm(OCI, CART))));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(OCI.hookUrl);
    expect(form.getAttribute('target')).toBe('_top');
    expect(form.getAttribute('accept-charset')).toBe('UTF-8');
    expect(form.getAttribute('enctype')).toBe('application/x-www-form-urlencoded');
  });

  it('carries every OCI field with its exact name and value', () => {
    const returnForm = ociReturnForm(OCI, CART);
    expect(hiddenFields(formOf(read(page(returnForm))))).toEqual(returnForm.fields);
  });

  it('carries the cXML message exactly, double-encoded in the page source', () => {
    const returnForm = cxmlReturnForm(ENVELOPE, SESSION, CART);
    const xml = returnForm.fields[0]!.value;
    const html = page(returnForm);

    const fields = hiddenFields(formOf(read(html)));
    expect(fields).toEqual([{ name: 'cXML-urlencoded', value: xml }]);
    // An escape in the XML is escaped once more in the attribute.
    expect(xml).toContain('&amp;');
    expect(xml).toContain('&lt;');
    expect(html).toContain('&amp;amp;');
    expect(html).toContain('&amp;lt;');
    expect(html).not.toContain('<cXML');
    expect(formOf(read(html)).getAttribute('action')).toBe(SESSION.returnUrl);
  });

  it('keeps hostile values as values: quotes, brackets, entities, line ends', () => {
    const html = page(HOSTILE_VALUES, {
      title: '</title><script>alert(1)</script>',
      message: '<img src=x onerror=alert(1)>',
      buttonLabel: '"><b>send</b>',
      lang: 'en"><script>alert(1)</script>',
    });
    const document = read(html);
    const form = formOf(document);

    expect(hiddenFields(form)).toEqual(HOSTILE_VALUES.fields);
    expect(form.getAttribute('action')).toBe(HOSTILE_VALUES.action);
    expect(form.getAttribute('target')).toBe('catalogFrame');
    // Only the page's own script; no element from any text.
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelectorAll('img, b')).toHaveLength(0);
    expect(document.title).toBe('</title><script>alert(1)</script>');
    expect(document.querySelector('main p')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(form.querySelector('button')?.textContent).toBe('"><b>send</b>');
    expect(document.documentElement.getAttribute('lang')).toBe('en"><script>alert(1)</script>');
  });

  it('shows a submit button that works without scripts', () => {
    const form = formOf(read(page(ociReturnForm(OCI, CART))));
    const buttons = form.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.type).toBe('submit');
    expect(buttons[0]!.textContent).toBe('Warenkorb übertragen');
    expect(buttons[0]!.closest('noscript')).toBeNull();
    expect(buttons[0]!.hidden).toBe(false);
  });

  it('allows its script and style by the nonce, and nothing else inline', () => {
    const html = page(ociReturnForm(OCI, CART));
    const document = read(html);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('nonce')).toBe(NONCE);
    expect(scripts[0]!.hasAttribute('src')).toBe(false);
    for (const style of document.querySelectorAll('style')) {
      expect(style.getAttribute('nonce')).toBe(NONCE);
    }
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('submits the form once, however often its script runs', () => {
    const document = read(page(ociReturnForm(OCI, CART)));
    const script = document.querySelector('script')!.textContent!;
    window.document.body.innerHTML = document.body.innerHTML;
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      expect(this.id).toBe(formOf(window.document).id);
    });

    new Function(script)();
    new Function(script)();

    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters and keeps a carriage return', () => {
    expect(escapeHtml(`&<>"'\r\n`)).toBe('&amp;&lt;&gt;&quot;&#39;&#13;\n');
    expect(escapeHtml('plain Größe 🚀')).toBe('plain Größe 🚀');
  });
});
