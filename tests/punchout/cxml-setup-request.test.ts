import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CxmlRequestError,
  parseSetupRequest,
  SETUP_REQUEST_MAX_BYTES,
} from '@/lib/punchout/cxml-setup-request';
import {
  ARIBA_REQUEST,
  DOCTYPE,
  EDIT_BODY,
  GENERIC_HEADER,
  itemOut,
  SHARED_SECRET,
  setupRequest,
  withBuyerCookie,
} from '@/tests/punchout/support/setup-requests';

// The setup request arrives from the internet before anyone is authenticated: the parser must
// read what buyer systems really send and refuse, quickly and without side effects, everything
// else.

function refusal(xml: string): CxmlRequestError {
  try {
    parseSetupRequest(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(CxmlRequestError);
    const refused = error as CxmlRequestError;
    // The message goes into the cXML Status text and the log: never the secret.
    expect(refused.message).not.toContain(SHARED_SECRET);
    return refused;
  }
  throw new Error('the request was accepted');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseSetupRequest: what buyer systems send', () => {
  it('reads a generic create request completely', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);

    const request = parseSetupRequest(setupRequest());

    expect(request).toEqual({
      payloadId: '1724000000.4711@buyer.example',
      timestamp: '2026-07-01T09:15:00+02:00',
      // Identities stay text: 987654321 is not a number to anyone but a parser.
      from: { domain: 'DUNS', identity: '987654321' },
      to: { domain: 'DUNS', identity: '123456789' },
      sender: { domain: 'DUNS', identity: '987654321' },
      sharedSecret: SHARED_SECRET,
      userAgent: 'Buyer eProc 7',
      deploymentMode: 'production',
      operation: 'create',
      buyerCookie: 'c0ffee-42',
      returnUrl: 'https://eproc.buyer.example/punchout/return?s=abc&lang=en',
      selectedSku: 'BOLT-M8-40',
      items: [],
      extrinsics: [
        { name: 'UserEmail', value: 'jane.buyer@buyer.example' },
        { name: 'CostCenter', value: '4100' },
        { name: 'FirstName', value: 'Renée' },
      ],
    });
    // The DOCTYPE names a DTD on xml.cxml.org; it is never fetched.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads what Ariba Network forwards', () => {
    const request = parseSetupRequest(ARIBA_REQUEST);

    expect(request.payloadId).toBe('1751353200123.0.4711@ariba.example');
    // Several From credentials: the first names the buying organisation.
    expect(request.from).toEqual({ domain: 'NetworkID', identity: 'AN01000000001-T' });
    expect(request.to).toEqual({ domain: 'NetworkID', identity: 'AN01000000002-T' });
    expect(request.sender).toEqual({
      domain: 'AribaNetworkUserId',
      identity: 'sysadmin@ariba.com',
    });
    expect(request.sharedSecret).toBe(SHARED_SECRET);
    expect(request.userAgent).toBe('Ariba Procurement Solution');
    expect(request.deploymentMode).toBe('test');
    expect(request.operation).toBe('create');
    expect(request.buyerCookie).toBe('34234234ADFSDF234234');
    expect(request.returnUrl).toBe(
      'https://service.ariba.example/Buyer/punchout?client=xyz&responseid=A1',
    );
    expect(request.selectedSku).toBeNull();
    expect(request.items).toEqual([]);
    expect(request.extrinsics.map(({ name }) => name)).toEqual([
      'CostCenter',
      'User',
      'UniqueName',
      'UserEmail',
      'FirstName',
      'LastName',
    ]);
    expect(request.extrinsics.find(({ name }) => name === 'UserEmail')?.value).toBe(
      'john_doe@buyer.example',
    );
  });

  it('reads the ItemOut lines of an edit request', () => {
    const request = parseSetupRequest(
      setupRequest({ setupAttributes: 'operation="edit"', body: EDIT_BODY }),
    );

    expect(request.operation).toBe('edit');
    expect(request.buyerCookie).toBe('edit-cookie-1');
    expect(request.items).toEqual([
      { sku: 'BOLT-M8-40', auxiliaryId: '414', quantity: 3 },
      { sku: 'CABLE-3G1.5', auxiliaryId: null, quantity: 2.5 },
      // Leading zeros are part of a reference, not of a number.
      { sku: '00042', auxiliaryId: null, quantity: 1 },
    ]);
  });

  it('reads a single ItemOut and a single Extrinsic (an object, not a list, to the parser)', () => {
    const request = parseSetupRequest(
      setupRequest({
        setupAttributes: 'operation="inspect"',
        body: withBuyerCookie(
          'one',
          `<Extrinsic name="UniqueName">jdoe</Extrinsic>${itemOut('SKU-1', '4', 'aux-9')}`,
        ),
      }),
    );

    expect(request.operation).toBe('inspect');
    expect(request.items).toEqual([{ sku: 'SKU-1', auxiliaryId: 'aux-9', quantity: 4 }]);
    expect(request.extrinsics).toEqual([{ name: 'UniqueName', value: 'jdoe' }]);
  });

  it('accepts a request without DOCTYPE or XML declaration, and defaults to production', () => {
    const request = parseSetupRequest(setupRequest({ prolog: '' }));
    expect(request.deploymentMode).toBe('production');
    expect(request.timestamp).toBe('2026-07-01T09:15:00+02:00');
  });

  it('accepts a byte order mark and Windows line ends', () => {
    const request = parseSetupRequest(
      `\uFEFF${setupRequest({ body: withBuyerCookie('a\nb\rc') })}`.replace(/\n/g, '\r\n'),
    );
    // As every XML parser sees it (XML 1.0 §2.11): line ends are LF.
    expect(request.buyerCookie).toBe('a\nb\nc');
  });

  it('keeps the BuyerCookie exactly: spaces, escaped markup, references, CDATA', () => {
    const request = parseSetupRequest(
      setupRequest({
        body: withBuyerCookie(
          '  a &amp; b &lt;c&gt; &quot;q&quot; &apos;s&apos; Gr&#252;&#xDF;e &#x1F389; &amp;#233; <![CDATA[<raw> &amp;]]>\n  ',
        ),
      }),
    );
    expect(request.buyerCookie).toBe('  a & b <c> "q" \'s\' Grüße 🎉 &#233; <raw> &amp;\n  ');
  });

  it('decodes numeric character references in every text', () => {
    const request = parseSetupRequest(
      setupRequest({
        body: withBuyerCookie(
          'x',
          '<Extrinsic name="LastName">M&#xFC;ller &#8211; &#128512;</Extrinsic>',
        ),
      }),
    );
    expect(request.extrinsics).toEqual([{ name: 'LastName', value: 'Müller – 😀' }]);
  });

  it('reads a 250 KB request with 500 lines', () => {
    const lines = Array.from({ length: 500 }, (_, index) =>
      itemOut(`SKU-${index}`, String((index % 7) + 1), `aux-${index}`),
    ).join('\n');
    const padding = Array.from(
      { length: 400 },
      (_, index) => `<Extrinsic name="Note${index}">${'x'.repeat(430)}</Extrinsic>`,
    ).join('\n');
    const xml = setupRequest({
      setupAttributes: 'operation="edit"',
      body: withBuyerCookie('big', `${padding}\n${lines}`),
    });
    const bytes = new TextEncoder().encode(xml).length;
    expect(bytes).toBeGreaterThan(240 * 1024);
    expect(bytes).toBeLessThanOrEqual(SETUP_REQUEST_MAX_BYTES);

    const request = parseSetupRequest(xml);

    expect(request.items).toHaveLength(500);
    expect(request.items[499]).toEqual({ sku: 'SKU-499', auxiliaryId: 'aux-499', quantity: 3 });
    expect(request.extrinsics).toHaveLength(400);
  });
});

describe('parseSetupRequest: refusals', () => {
  it('refuses a body over 256 KB with 413, before reading it', () => {
    const big = setupRequest({
      body: withBuyerCookie('x', `<Extrinsic name="Pad">${'y'.repeat(300 * 1024)}</Extrinsic>`),
    });
    expect(refusal(big).status).toBe(413);
    expect(refusal('<'.repeat(10 * 1024 * 1024)).status).toBe(413);
    // Bytes count, not characters: 100 K three-byte characters are 300 KB.
    const multibyte = setupRequest({ body: withBuyerCookie('€'.repeat(100 * 1024)) });
    expect(multibyte.length).toBeLessThan(SETUP_REQUEST_MAX_BYTES);
    expect(refusal(multibyte).status).toBe(413);
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n\t '],
    ['not XML', '{"cXML": true}'],
    ['plain text', 'hello'],
    ['unclosed element', '<cXML payloadID="1"><Header></cXML>'],
    ['two roots', `${setupRequest()}<cXML payloadID="2"/>`],
    ['a bare ampersand', setupRequest({ body: withBuyerCookie('a & b') })],
    ['an undefined entity', setupRequest({ body: withBuyerCookie('a&nbsp;b') })],
    ['a reference to a character XML forbids', setupRequest({ body: withBuyerCookie('&#0;') })],
    ['a reference to a lone surrogate', setupRequest({ body: withBuyerCookie('&#xD800;') })],
    ['a reference beyond Unicode', setupRequest({ body: withBuyerCookie('&#x110000;') })],
    ['a literal control character', setupRequest({ body: withBuyerCookie('a\u0001b') })],
  ])('refuses malformed input: %s', (_case, xml) => {
    const refused = refusal(xml);
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/empty|malformed|root/);
  });

  it('refuses an external entity (XXE) without reading the file', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]>
${setupRequest({ prolog: '', body: withBuyerCookie('&x;') })}`;
    const refused = refusal(xxe);
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/entit/i);
  });

  it('refuses a billion-laughs document at once', () => {
    const laughs = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('\n');
    const xml = `<?xml version="1.0"?>
<!DOCTYPE cXML [
<!ENTITY lol0 "lol">
${laughs}
]>
${setupRequest({ prolog: '', body: withBuyerCookie('&lol9;') })}`;
    expect(refusal(xml).status).toBe(400);
  });

  it('refuses any internal DTD subset, and entity declarations wherever they hide', () => {
    expect(
      refusal(`<!DOCTYPE cXML [<!ELEMENT cXML ANY>]>${setupRequest({ prolog: '' })}`).status,
    ).toBe(400);
    expect(
      refusal(
        `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd" [ ]>${setupRequest({ prolog: '' })}`,
      ).status,
    ).toBe(400);
    expect(
      refusal(`<!doctype cXML [<!entity % p SYSTEM "http://evil.example/x.dtd"> %p;]><cXML/>`)
        .status,
    ).toBe(400);
  });

  it('accepts the standard DOCTYPE line', () => {
    expect(parseSetupRequest(setupRequest({ prolog: DOCTYPE })).payloadId).toBe(
      '1724000000.4711@buyer.example',
    );
  });

  const header = (from: string, to: string, sender: string) =>
    `<Header><From>${from}</From><To>${to}</To><Sender>${sender}<UserAgent>u</UserAgent></Sender></Header>`;
  const cred = (identity: string, extra = '', domain = 'domain="DUNS"') =>
    `<Credential ${domain}><Identity>${identity}</Identity>${extra}</Credential>`;
  const secret = `<SharedSecret>${SHARED_SECRET}</SharedSecret>`;

  it.each([
    [
      'a root other than cXML',
      setupRequest()
        .replace(/cXML/g, 'cxml')
        .replace(/DOCTYPE cxml/, 'DOCTYPE cXML'),
      'root element is not cXML',
    ],
    [
      'no payloadID',
      setupRequest({ cxmlAttributes: 'timestamp="2026-07-01T09:15:00+02:00"' }),
      'payloadID',
    ],
    ['an empty payloadID', setupRequest({ cxmlAttributes: 'payloadID=" "' }), 'payloadID'],
    [
      'no timestamp (the replay window needs one)',
      setupRequest({ cxmlAttributes: 'payloadID="1724000000.4711@buyer.example"' }),
      'timestamp',
    ],
    ['no Header', setupRequest({ header: '' }), 'Header'],
    [
      'no From',
      setupRequest({
        header: header('', cred('2'), cred('1', secret)).replace('<From></From>', ''),
      }),
      'From',
    ],
    [
      'an empty From identity',
      setupRequest({ header: header(cred(' '), cred('2'), cred('1', secret)) }),
      'From identity',
    ],
    [
      'no To credential',
      setupRequest({ header: header(cred('1'), '', cred('1', secret)) }),
      'To credential',
    ],
    [
      'no Sender identity',
      setupRequest({
        header: header(cred('1'), cred('2'), `<Credential domain="DUNS">${secret}</Credential>`),
      }),
      'Sender identity',
    ],
    [
      'no Sender SharedSecret',
      setupRequest({ header: header(cred('1'), cred('2'), cred('1')) }),
      'SharedSecret',
    ],
    [
      'an empty Sender SharedSecret',
      setupRequest({
        header: header(cred('1'), cred('2'), cred('1', '<SharedSecret></SharedSecret>')),
      }),
      'SharedSecret',
    ],
    [
      'a credential without domain',
      setupRequest({ header: header(cred('1', '', ''), cred('2'), cred('1', secret)) }),
      'domain',
    ],
    [
      'no Request',
      setupRequest().replace(/<Request>[\s\S]*<\/Request>/, ''),
      'PunchOutSetupRequest',
    ],
    [
      'an OrderRequest instead',
      setupRequest().replace(/PunchOutSetupRequest/g, 'OrderRequest'),
      'PunchOutSetupRequest',
    ],
    [
      'an unknown deploymentMode',
      setupRequest({ requestAttributes: 'deploymentMode="staging"' }),
      'deploymentMode',
    ],
    ['no operation', setupRequest({ setupAttributes: '' }), 'operation'],
    ['an unknown operation', setupRequest({ setupAttributes: 'operation="delete"' }), 'operation'],
    [
      'an operation in other case',
      setupRequest({ setupAttributes: 'operation="Create"' }),
      'operation',
    ],
    [
      'no BuyerCookie',
      setupRequest({ body: '<BrowserFormPost><URL>https://e.example/r</URL></BrowserFormPost>' }),
      'BuyerCookie',
    ],
    ['an empty BuyerCookie', setupRequest({ body: withBuyerCookie('') }), 'BuyerCookie'],
    ['a blank BuyerCookie', setupRequest({ body: withBuyerCookie('  \n ') }), 'BuyerCookie'],
    [
      'a BuyerCookie holding elements',
      setupRequest({ body: withBuyerCookie('<a>1</a>') }),
      'BuyerCookie',
    ],
    [
      'two BuyerCookies',
      setupRequest({ body: withBuyerCookie('a', '<BuyerCookie>b</BuyerCookie>') }),
      'more than one BuyerCookie',
    ],
    [
      'no BrowserFormPost',
      setupRequest({ body: '<BuyerCookie>x</BuyerCookie>' }),
      'BrowserFormPost',
    ],
    [
      'a BrowserFormPost without URL',
      setupRequest({ body: '<BuyerCookie>x</BuyerCookie><BrowserFormPost></BrowserFormPost>' }),
      'BrowserFormPost',
    ],
    [
      'two BrowserFormPost URLs',
      setupRequest({
        body: '<BuyerCookie>x</BuyerCookie><BrowserFormPost><URL>https://a.example/</URL><URL>https://b.example/</URL></BrowserFormPost>',
      }),
      'more than one BrowserFormPost',
    ],
  ])('refuses %s', (_case, xml, reason) => {
    const refused = refusal(xml);
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(reason);
  });

  it.each([
    [
      'no SupplierPartID',
      '<ItemOut quantity="1"><ItemID><SupplierPartAuxiliaryID>4</SupplierPartAuxiliaryID></ItemID></ItemOut>',
    ],
    ['no ItemID', '<ItemOut quantity="1"></ItemOut>'],
    ['an empty SupplierPartID', itemOut(' ', '1')],
    ['no quantity', '<ItemOut><ItemID><SupplierPartID>A</SupplierPartID></ItemID></ItemOut>'],
    ['quantity 0', itemOut('A', '0')],
    ['a negative quantity', itemOut('A', '-1')],
    ['quantity abc', itemOut('A', 'abc')],
    ['quantity Infinity', itemOut('A', 'Infinity')],
    ['quantity NaN', itemOut('A', 'NaN')],
    ['a quantity in exponent notation', itemOut('A', '1e3')],
    ['a hexadecimal quantity', itemOut('A', '0x10')],
    ['a decimal comma', itemOut('A', '1,5')],
    ['an empty quantity', itemOut('A', '')],
  ])('refuses an ItemOut with %s', (_case, item) => {
    const refused = refusal(
      setupRequest({ setupAttributes: 'operation="edit"', body: withBuyerCookie('x', item) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/ItemOut 1/);
  });

  it('refuses more than 500 ItemOut', () => {
    const lines = Array.from({ length: 501 }, (_, index) => itemOut(`S${index}`, '1')).join('');
    const refused = refusal(
      setupRequest({ setupAttributes: 'operation="edit"', body: withBuyerCookie('x', lines) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/500/);
  });

  it('never puts the shared secret into a refusal, even a secret that looks like markup', () => {
    const markupSecret = '<SharedSecret>a&amp;b</SharedSecret>';
    const refused = refusal(
      setupRequest({
        header: GENERIC_HEADER.replace(
          `<SharedSecret>${SHARED_SECRET}</SharedSecret>`,
          markupSecret,
        ),
        setupAttributes: 'operation="destroy"',
      }),
    );
    expect(refused.message).not.toMatch(/a&b|a&amp;b/);
  });
});
