/** The fixed parts of the catalogue: categories, attributes, brands and product filters. */

export interface CategorySeed {
  /** Slug without the `/category/` prefix; also how blueprints refer to the category. */
  key: string;
  name: string;
  children?: readonly CategorySeed[];
}

export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    key: 'computers',
    name: 'Computers',
    children: [
      { key: 'laptops', name: 'Laptops' },
      { key: 'desktops', name: 'Desktops' },
      { key: 'monitors', name: 'Monitors' },
      {
        key: 'accessories',
        name: 'Accessories',
        children: [
          { key: 'keyboards', name: 'Keyboards' },
          { key: 'mice', name: 'Mice' },
        ],
      },
    ],
  },
  {
    key: 'office-furniture',
    name: 'Office Furniture',
    children: [
      { key: 'desks', name: 'Desks' },
      { key: 'chairs', name: 'Chairs' },
      { key: 'storage', name: 'Storage' },
    ],
  },
  { key: 'lighting', name: 'Lighting' },
  {
    key: 'office-supplies',
    name: 'Office Supplies',
    children: [
      { key: 'paper', name: 'Paper' },
      { key: 'writing', name: 'Writing' },
    ],
  },
  { key: 'networking', name: 'Networking' },
  { key: 'audio', name: 'Audio' },
];

export type AttributeKey = 'color' | 'size' | 'width' | 'memory';

export interface AttributeValueSeed {
  name: string;
  htmlColor: string | null;
  /** Part of the variant's internal reference, e.g. `BLK` in SKU-00001-BLK-M. */
  code: string;
  /** price_extra on the template attribute value. */
  priceExtra: number;
}

export interface AttributeSeed {
  key: AttributeKey;
  name: string;
  displayType: 'color' | 'pills' | 'select' | 'radio';
  values: readonly AttributeValueSeed[];
}

const value = (name: string, code: string, htmlColor: string | null = null, priceExtra = 0) => ({
  name,
  code,
  htmlColor,
  priceExtra,
});

// Order = attribute sequence = the order of values in a variant name and reference.
export const ATTRIBUTES: readonly AttributeSeed[] = [
  {
    key: 'color',
    name: 'Color',
    displayType: 'color',
    values: [
      value('Black', 'BLK', '#000000'),
      value('White', 'WHT', '#FFFFFF'),
      value('Silver', 'SLV', '#C0C0C0'),
      value('Blue', 'BLU', '#1E3A8A'),
      value('Red', 'RED', '#B91C1C'),
      value('Green', 'GRN', '#166534'),
      value('Grey', 'GRY', '#6B7280'),
    ],
  },
  {
    key: 'size',
    name: 'Size',
    displayType: 'pills',
    values: [value('S', 'S'), value('M', 'M'), value('L', 'L'), value('XL', 'XL')],
  },
  {
    key: 'width',
    name: 'Width',
    displayType: 'select',
    values: [
      value('120 cm', '120'),
      value('140 cm', '140'),
      value('160 cm', '160'),
      value('180 cm', '180'),
    ],
  },
  {
    key: 'memory',
    name: 'Memory',
    displayType: 'radio',
    values: [
      value('8 GB', '8GB', null, 0),
      value('16 GB', '16GB', null, 80),
      value('32 GB', '32GB', null, 240),
    ],
  },
];

export type BrandKey =
  | 'nordbyte'
  | 'kestrel'
  | 'veltro'
  | 'tactyl'
  | 'ergonomix'
  | 'arbor'
  | 'stackform'
  | 'lumenwerk'
  | 'papyra'
  | 'inkwell'
  | 'netaro'
  | 'sonique';

export interface BrandSeed {
  key: BrandKey;
  name: string;
  /** Model-number prefix, so a brand's products read like one product line. */
  prefix: string;
  website: string;
  description: string;
}

export const BRANDS: readonly BrandSeed[] = [
  {
    key: 'nordbyte',
    name: 'Nordbyte',
    prefix: 'NB',
    website: 'https://www.nordbyte.example',
    description:
      'Dutch-designed laptops and desktops for people who work on the move. Quiet, repairable and built to last five years or more.',
  },
  {
    key: 'kestrel',
    name: 'Kestrel',
    prefix: 'KX',
    website: 'https://www.kestrel-computing.example',
    description:
      'Business computers and displays with long-term driver support, on-site service and a three-year warranty as standard.',
  },
  {
    key: 'veltro',
    name: 'Veltro',
    prefix: 'VT',
    website: 'https://www.veltro.example',
    description:
      'Displays, docks and desk accessories that make one cable the whole connection between your laptop and your workplace.',
  },
  {
    key: 'tactyl',
    name: 'Tactyl',
    prefix: 'TX',
    website: 'https://www.tactyl.example',
    description:
      'Keyboards and mice shaped around your hands: low-profile, mechanical and ergonomic models with long battery life.',
  },
  {
    key: 'ergonomix',
    name: 'Ergonomix',
    prefix: 'EX',
    website: 'https://www.ergonomix.example',
    description:
      'Certified ergonomic chairs and sit-stand desks, developed with physiotherapists and made in Europe.',
  },
  {
    key: 'arbor',
    name: 'Arbor & Co',
    prefix: 'AR',
    website: 'https://www.arborandco.example',
    description:
      'Solid oak and walnut office furniture from FSC-certified forests, finished by hand in Friesland.',
  },
  {
    key: 'stackform',
    name: 'Stackform',
    prefix: 'SF',
    website: 'https://www.stackform.example',
    description:
      'Modular steel storage and seating that grows with your team, delivered flat-packed with tool-free assembly.',
  },
  {
    key: 'lumenwerk',
    name: 'Lumenwerk',
    prefix: 'LW',
    website: 'https://www.lumenwerk.example',
    description:
      'Flicker-free LED lighting for offices and studios, with daylight colour temperatures and energy label A products.',
  },
  {
    key: 'papyra',
    name: 'Papyra',
    prefix: 'PP',
    website: 'https://www.papyra.example',
    description:
      'Copy paper, notebooks and pads from recycled and responsibly sourced fibres, printed and bound in the Benelux.',
  },
  {
    key: 'inkwell',
    name: 'Inkwell',
    prefix: 'IW',
    website: 'https://www.inkwell.example',
    description:
      'Pens and markers that write smoothly from the first to the last line. Most models are refillable.',
  },
  {
    key: 'netaro',
    name: 'Netaro',
    prefix: 'NT',
    website: 'https://www.netaro.example',
    description:
      'Routers, switches and access points for small and medium businesses, managed from one cloud dashboard.',
  },
  {
    key: 'sonique',
    name: 'Sonique',
    prefix: 'SQ',
    website: 'https://www.sonique.example',
    description:
      'Headsets, speakers and conference audio certified for Teams and Zoom, tuned for clear voices.',
  },
];

export type FilterKey = 'material' | 'energy' | 'warranty';

export interface FilterSeed {
  key: FilterKey;
  name: string;
  displayType: 'checkbox' | 'color';
  values: readonly { name: string; htmlColor: string | null }[];
}

export const FILTERS: readonly FilterSeed[] = [
  {
    key: 'material',
    name: 'Material',
    displayType: 'checkbox',
    values: [
      { name: 'Wood', htmlColor: null },
      { name: 'Metal', htmlColor: null },
      { name: 'Plastic', htmlColor: null },
      { name: 'Fabric', htmlColor: null },
    ],
  },
  {
    key: 'energy',
    name: 'Energy label',
    displayType: 'color',
    // The colours of the EU energy label's classes.
    values: [
      { name: 'A', htmlColor: '#00A651' },
      { name: 'B', htmlColor: '#50B848' },
      { name: 'C', htmlColor: '#BFD730' },
    ],
  },
  {
    key: 'warranty',
    name: 'Warranty',
    displayType: 'checkbox',
    values: [
      { name: '1 year', htmlColor: null },
      { name: '2 years', htmlColor: null },
      { name: '3 years', htmlColor: null },
    ],
  },
];
