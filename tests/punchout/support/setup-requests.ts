// cXML PunchOutSetupRequests as buyer systems send them, built from parts so each refusal test
// changes exactly one thing.

export const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

export const SHARED_SECRET = 'Welcome-2-the-shop!';

export interface RequestParts {
  prolog?: string;
  cxmlAttributes?: string;
  header?: string;
  requestAttributes?: string;
  setupAttributes?: string;
  /** Everything inside PunchOutSetupRequest. */
  body?: string;
}

export const GENERIC_HEADER = `
  <Header>
    <From><Credential domain="DUNS"><Identity>987654321</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>123456789</Identity></Credential></To>
    <Sender>
      <Credential domain="DUNS">
        <Identity>987654321</Identity>
        <SharedSecret>${SHARED_SECRET}</SharedSecret>
      </Credential>
      <UserAgent>Buyer eProc 7</UserAgent>
    </Sender>
  </Header>`;

export const GENERIC_BODY = `
      <BuyerCookie>c0ffee-42</BuyerCookie>
      <Extrinsic name="UserEmail">jane.buyer@buyer.example</Extrinsic>
      <Extrinsic name="CostCenter">4100</Extrinsic>
      <Extrinsic name="FirstName">Ren&#233;e</Extrinsic>
      <BrowserFormPost><URL>https://eproc.buyer.example/punchout/return?s=abc&amp;lang=en</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en">Jane Buyer</Name><Email>jane.buyer@buyer.example</Email></Contact>
      <SupplierSetup><URL>https://shop.example/api/punchout/cxml/setup</URL></SupplierSetup>
      <ShipTo><Address addressID="PLANT-7"><Name xml:lang="en">Plant 7</Name></Address></ShipTo>
      <SelectedItem><ItemID><SupplierPartID>BOLT-M8-40</SupplierPartID></ItemID></SelectedItem>`;

export function setupRequest(parts: RequestParts = {}): string {
  const {
    prolog = `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}`,
    cxmlAttributes = 'payloadID="1724000000.4711@buyer.example" timestamp="2026-07-01T09:15:00+02:00" xml:lang="en-US"',
    header = GENERIC_HEADER,
    requestAttributes = '',
    setupAttributes = 'operation="create"',
    body = GENERIC_BODY,
  } = parts;
  return `${prolog}
<cXML ${cxmlAttributes}>${header}
  <Request${requestAttributes ? ` ${requestAttributes}` : ''}>
    <PunchOutSetupRequest ${setupAttributes}>${body}
    </PunchOutSetupRequest>
  </Request>
</cXML>
`;
}

/** What Ariba Network forwards: the buyer's ANID in From, the network as Sender. */
export const ARIBA_REQUEST = `<?xml version="1.0" encoding="UTF-8"?>
${DOCTYPE}
<cXML payloadID="1751353200123.0.4711@ariba.example" timestamp="2026-07-01T09:00:00-07:00" version="1.2.014" xml:lang="en-US">
  <Header>
    <From>
      <Credential domain="NetworkID"><Identity>AN01000000001-T</Identity></Credential>
      <Credential domain="PrivateID"><Identity>buyer-system-7</Identity></Credential>
    </From>
    <To><Credential domain="NetworkID"><Identity>AN01000000002-T</Identity></Credential></To>
    <Sender>
      <Credential domain="AribaNetworkUserId">
        <Identity>sysadmin@ariba.com</Identity>
        <SharedSecret>${SHARED_SECRET}</SharedSecret>
      </Credential>
      <UserAgent>Ariba Procurement Solution</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>34234234ADFSDF234234</BuyerCookie>
      <Extrinsic name="CostCenter">610</Extrinsic>
      <Extrinsic name="User">jdoe12345</Extrinsic>
      <Extrinsic name="UniqueName">john_doe</Extrinsic>
      <Extrinsic name="UserEmail">john_doe@buyer.example</Extrinsic>
      <Extrinsic name="FirstName">John</Extrinsic>
      <Extrinsic name="LastName">Doe</Extrinsic>
      <BrowserFormPost><URL>https://service.ariba.example/Buyer/punchout?client=xyz&amp;responseid=A1</URL></BrowserFormPost>
      <Contact role="endUser">
        <Name xml:lang="en-US">John Doe</Name>
        <Email>john_doe@buyer.example</Email>
      </Contact>
      <SupplierSetup><URL>https://shop.example/api/punchout/cxml/setup</URL></SupplierSetup>
      <ShipTo>
        <Address addressID="1000" isoCountryCode="US">
          <Name xml:lang="en">Main Plant</Name>
          <PostalAddress><Street>1 Industrial Way</Street><City>Sunnyvale</City><Country isoCountryCode="US">United States</Country></PostalAddress>
        </Address>
      </ShipTo>
    </PunchOutSetupRequest>
  </Request>
</cXML>
`;

/** An edit: the cart the shop sent earlier comes back as ItemOut lines. */
export const EDIT_BODY = `
      <BuyerCookie>edit-cookie-1</BuyerCookie>
      <BrowserFormPost><URL>https://eproc.buyer.example/punchout/return</URL></BrowserFormPost>
      <ItemOut quantity="3" lineNumber="1">
        <ItemID><SupplierPartID>BOLT-M8-40</SupplierPartID><SupplierPartAuxiliaryID>414</SupplierPartAuxiliaryID></ItemID>
        <ItemDetail><UnitPrice><Money currency="EUR">20.50</Money></UnitPrice><Description xml:lang="en">Hex bolt</Description><UnitOfMeasure>BX</UnitOfMeasure><Classification domain="UNSPSC">31161616</Classification></ItemDetail>
      </ItemOut>
      <ItemOut quantity=" 2.5 " lineNumber="2">
        <ItemID><SupplierPartID>CABLE-3G1.5</SupplierPartID></ItemID>
      </ItemOut>
      <ItemOut quantity="1" lineNumber="3">
        <ItemID><SupplierPartID>00042</SupplierPartID><SupplierPartAuxiliaryID>  </SupplierPartAuxiliaryID></ItemID>
      </ItemOut>`;

export function itemOut(sku: string, quantity: string, auxiliaryId = ''): string {
  return (
    `<ItemOut quantity="${quantity}"><ItemID><SupplierPartID>${sku}</SupplierPartID>` +
    (auxiliaryId ? `<SupplierPartAuxiliaryID>${auxiliaryId}</SupplierPartAuxiliaryID>` : '') +
    '</ItemID></ItemOut>'
  );
}

export function withBuyerCookie(cookieXml: string, rest = ''): string {
  return `
      <BuyerCookie>${cookieXml}</BuyerCookie>
      <BrowserFormPost><URL>https://eproc.buyer.example/punchout/return</URL></BrowserFormPost>${rest}`;
}
