// Units of measure (OCA uom_unece: UN/CEFACT Rec. 20 codes) and UNSPSC classifications (OCA
// product_unspsc) of the seeded products. Procurement systems need both on every cart line; they
// follow from a product's category and type, so they take nothing from the random seed.

export type UomKey = 'unit' | 'ream' | 'box' | 'pack' | 'set' | 'kit' | 'pair' | 'pad';

/** uom.uom rows in id order; Units (EA) is the default unit of every product. */
export const UOMS: readonly { key: UomKey; name: string; uneceCode: string }[] = [
  { key: 'unit', name: 'Units', uneceCode: 'EA' },
  { key: 'ream', name: 'Ream', uneceCode: 'RM' },
  { key: 'box', name: 'Box', uneceCode: 'BX' },
  { key: 'pack', name: 'Pack', uneceCode: 'PK' },
  { key: 'set', name: 'Set', uneceCode: 'SET' },
  { key: 'kit', name: 'Kit', uneceCode: 'KT' },
  { key: 'pair', name: 'Pair', uneceCode: 'PR' },
  { key: 'pad', name: 'Pad', uneceCode: 'PD' },
];

interface ProductCodes {
  uom: UomKey;
  unspsc: string;
}

/** The UNSPSC commodity of each category's products, unless its type has its own below. */
const CATEGORY_UNSPSC: Record<string, string> = {
  laptops: '43211503',
  desktops: '43211507',
  monitors: '43211902',
  keyboards: '43211706',
  mice: '43211708',
  accessories: '43211602',
  desks: '56101703',
  chairs: '56101504',
  storage: '56101708',
  lighting: '39112102',
  paper: '14111507',
  writing: '44121704',
  networking: '43222609',
  audio: '52161514',
};

/** Product types (blueprint nouns) whose unit or classification differs from their category's. */
const TYPE_CODES: Record<string, Partial<ProductCodes>> = {
  'Tower Workstation': { unspsc: '43211508' },
  'Mouse Pad XL': { unspsc: '43211804' },
  'USB-C Hub 7-in-1': { unspsc: '43201410' },
  'Laptop Stand': { unspsc: '56112106' },
  'Monitor Arm': { unspsc: '56112106' },
  'Webcam 1080p': { unspsc: '45121520' },
  'USB-C Charger 65 W': { unspsc: '39121004' },
  'Laptop Sleeve 14"': { unspsc: '53121706' },
  'Laptop Backpack': { unspsc: '53121603' },
  'Meeting Table': { unspsc: '56101519' },
  Bookcase: { unspsc: '56101702' },
  'Shelving Unit': { unspsc: '56101520' },
  'Floor Lamp': { unspsc: '39112101' },
  'Pendant Light': { unspsc: '39111501' },
  'LED Panel 60x60': { unspsc: '39111501' },
  'A4 Copy Paper 80 g (500 sheets)': { uom: 'ream' },
  'A4 Copy Paper 80 g (box of 5 reams)': { uom: 'box' },
  'A3 Copy Paper 80 g (500 sheets)': { uom: 'ream' },
  'Notebook A5 Dotted': { unspsc: '14111514' },
  'Notepad A4 Lined (5-pack)': { uom: 'pack', unspsc: '14111514' },
  'Sticky Notes 76x76 (12 pads)': { uom: 'pack', unspsc: '14111530' },
  'Flipchart Pad (50 sheets)': { uom: 'pad', unspsc: '14111531' },
  'Gel Pen': { unspsc: '44121701' },
  'Fountain Pen': { unspsc: '44121703' },
  'Rollerball Pen': { unspsc: '44121701' },
  'Fineliner Set (10)': { uom: 'set', unspsc: '44121708' },
  'Whiteboard Marker Set (4)': { uom: 'set', unspsc: '44121708' },
  'Highlighter Set (6)': { uom: 'set', unspsc: '44121716' },
  'Mechanical Pencil 0.5 mm': { unspsc: '44121705' },
  'Wi-Fi 6E Mesh System (3-pack)': { uom: 'set' },
  '8-port Gigabit Switch': { unspsc: '43222612' },
  '24-port Managed Switch': { unspsc: '43222612' },
  '48-port PoE+ Switch': { unspsc: '43222612' },
  'Ceiling Access Point': { unspsc: '43222640' },
  'Firewall Appliance': { unspsc: '43222501' },
  'Powerline Adapter Kit': { uom: 'kit', unspsc: '43201404' },
  Earbuds: { uom: 'pair' },
  'Bluetooth Speaker': { unspsc: '52161512' },
  'Conference Speakerphone': { unspsc: '43191507' },
  'Desktop Speakers 2.0': { uom: 'pair', unspsc: '52161512' },
};

/** The unit and UNSPSC code of a product of this category and type. */
export function productCodes(category: string, noun: string): ProductCodes {
  const unspsc = CATEGORY_UNSPSC[category];
  if (!unspsc) throw new Error(`No UNSPSC code for category ${category}`);
  return { uom: 'unit', unspsc, ...TYPE_CODES[noun] };
}
