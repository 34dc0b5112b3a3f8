import type { BrandKey } from './taxonomy';

/** One kind of product within a category, e.g. "Standing Desk". */
export interface ProductType {
  noun: string;
  /** List price range (EUR, before rounding to a shop price). */
  price: readonly [number, number];
  /** Weight range in kg. */
  weight: readonly [number, number];
  /** Adjectives that fit this noun; defaults to the category's. */
  adjectives?: readonly string[];
  /** Colour names to choose from; false: never in colours. Defaults to the category's. */
  colors?: readonly string[] | false;
  /** Chance of colour variants; defaults to the category's. */
  colorChance?: number;
  /** Textiles and chairs come in sizes. */
  sizeChance?: number;
  /** A second public category and the chance of being in it too. */
  also?: readonly [category: string, chance: number];
}

export interface Blueprint {
  /** Leaf category key (see taxonomy.ts). */
  category: string;
  count: number;
  brands: readonly BrandKey[];
  adjectives: readonly string[];
  types: readonly ProductType[];
  colors: readonly string[];
  colorChance: number;
  widthChance?: number;
  memoryChance?: number;
  /** Filter links: warranty years offered (electronics), materials (furniture), energy label. */
  warranty?: readonly number[];
  materials?: readonly string[];
  energyLabel?: boolean;
  /** Sentences for the sales description; {noun}, {brand} and {adj} are filled in. */
  sentences: readonly string[];
  /** Feature bullets for HTML descriptions: [title, text]. */
  features: readonly (readonly [string, string])[];
}

export const BLUEPRINTS: readonly Blueprint[] = [
  {
    category: 'laptops',
    count: 30,
    brands: ['nordbyte', 'kestrel'],
    adjectives: [
      'Ultraslim',
      'Business',
      'Creator',
      'Everyday',
      'Convertible',
      'Performance',
      'Travel',
      'Studio',
    ],
    types: [
      { noun: 'Laptop 13"', price: [699, 1499], weight: [1.1, 1.4] },
      { noun: 'Laptop 14"', price: [649, 1699], weight: [1.3, 1.6] },
      { noun: 'Laptop 15.6"', price: [599, 1399], weight: [1.7, 2.1] },
      { noun: 'Laptop 16"', price: [1199, 2399], weight: [1.9, 2.4] },
    ],
    colors: ['Silver', 'Grey', 'Black', 'Blue'],
    colorChance: 0.5,
    memoryChance: 0.85,
    warranty: [2, 3],
    sentences: [
      'The {brand} {adj} {noun} boots in seconds and lasts a full working day on one charge.',
      'A bright anti-glare display keeps spreadsheets and video calls easy on the eyes, indoors and out.',
      'Two USB-C ports with power delivery, HDMI and a full-size USB-A port mean no dongles in your bag.',
      'The backlit keyboard has 1.5 mm of travel and a spill-resistant design.',
      'A 1080p webcam with privacy shutter and dual microphones make you look and sound sharp in every meeting.',
      'Memory can be chosen when ordering; the SSD can be upgraded later by any service partner.',
    ],
    features: [
      ['All-day battery', 'up to 14 hours of office work, 80% charged in an hour.'],
      ['Fingerprint reader', 'in the power button for instant, secure sign-in.'],
      ['Wi-Fi 6E', 'for fast and stable connections in busy offices.'],
      ['Aluminium chassis', 'light, rigid and 60% recycled material.'],
    ],
  },
  {
    category: 'desktops',
    count: 22,
    brands: ['nordbyte', 'kestrel'],
    adjectives: ['Compact', 'Silent', 'Performance', 'Business', 'Creator', 'Essential'],
    types: [
      { noun: 'Mini PC', price: [449, 899], weight: [1.0, 1.6] },
      { noun: 'Desktop PC', price: [549, 1299], weight: [6, 9] },
      { noun: 'Tower Workstation', price: [1299, 2299], weight: [10, 14] },
      { noun: 'All-in-One PC 24"', price: [899, 1799], weight: [5, 7] },
    ],
    colors: ['Black', 'White', 'Silver'],
    colorChance: 0.3,
    memoryChance: 0.75,
    warranty: [1, 2, 3],
    sentences: [
      'The {brand} {adj} {noun} runs office software, browsers and video calls side by side without a stutter.',
      'It stays whisper-quiet under load thanks to a large, slow-spinning fan.',
      'Front USB-C and card reader, two DisplayPort outputs and 2.5 Gb Ethernet on the back.',
      'Tool-less side panel: memory and storage can be upgraded in minutes.',
      'Ships with Windows 11 Pro and no trial software.',
    ],
    features: [
      ['Dual 4K output', 'drive two displays at 60 Hz.'],
      ['TPM 2.0', 'and BIOS protection for managed fleets.'],
      ['Energy efficient', 'uses under 10 W when idle.'],
    ],
  },
  {
    category: 'monitors',
    count: 26,
    brands: ['kestrel', 'veltro'],
    adjectives: ['Crisp', 'Ergonomic', 'Frameless', 'Pro', 'Eye-care', 'Essential'],
    types: [
      { noun: '22" Full HD Monitor', price: [109, 179], weight: [3, 4] },
      { noun: '24" Full HD Monitor', price: [129, 249], weight: [3.5, 5] },
      { noun: '27" QHD Monitor', price: [249, 449], weight: [5, 7] },
      { noun: '27" 4K Monitor', price: [349, 699], weight: [5.5, 7.5] },
      { noun: '32" 4K Monitor', price: [499, 899], weight: [7, 9] },
      {
        noun: '34" Curved Ultrawide Monitor',
        price: [549, 999],
        weight: [8, 10],
        adjectives: ['Pro', 'Creator', 'Immersive', 'Essential'],
      },
    ],
    colors: ['Black', 'White', 'Silver'],
    colorChance: 0.3,
    warranty: [2, 3],
    energyLabel: true,
    sentences: [
      'The {brand} {adj} {noun} shows sharp text and true colours from every angle on its IPS panel.',
      'Its stand tilts, swivels, pivots and rises by 130 mm, so the screen meets your eyes and not the other way round.',
      'One USB-C cable carries picture, data and 65 W of power to your laptop.',
      'Flicker-free backlight and a low blue light mode reduce eye strain on long days.',
      'A built-in USB hub keeps keyboard, mouse and webcam connected to the screen.',
    ],
    features: [
      ['USB-C 65 W', 'one cable for video, data and charging.'],
      ['Factory calibrated', 'Delta E below 2 out of the box.'],
      ['VESA 100', 'mounting for monitor arms.'],
    ],
  },
  {
    category: 'keyboards',
    count: 24,
    brands: ['tactyl', 'veltro'],
    adjectives: [
      'Wireless',
      'Mechanical',
      'Compact',
      'Ergonomic',
      'Low-profile',
      'Silent',
      'Backlit',
    ],
    types: [
      { noun: 'Keyboard', price: [29.95, 149], weight: [0.5, 1.1] },
      { noun: 'Keyboard TKL', price: [59, 189], weight: [0.7, 1.0] },
      {
        noun: 'Keyboard and Mouse Set',
        price: [39.95, 129],
        weight: [0.8, 1.2],
        adjectives: ['Wireless', 'Silent', 'Compact', 'Ergonomic'],
      },
      {
        noun: 'Numeric Keypad',
        price: [19.95, 49.95],
        weight: [0.15, 0.3],
        adjectives: ['Wireless', 'Compact', 'Low-profile'],
      },
    ],
    colors: ['Black', 'White', 'Grey', 'Silver'],
    colorChance: 0.45,
    warranty: [1, 2],
    sentences: [
      'The {brand} {adj} {noun} pairs with up to three devices and switches between them with one key.',
      'Keys are quiet, stable and rated for 50 million keystrokes.',
      'Charges over USB-C and runs for weeks on one charge.',
      'Available with a Dutch, German or US international layout.',
      'Adjustable feet give two typing angles.',
    ],
    features: [
      ['Multi-device', 'Bluetooth and USB receiver for up to three devices.'],
      ['Rechargeable', 'up to 10 weeks on one charge.'],
      ['Spill resistant', 'drains water away from the electronics.'],
    ],
  },
  {
    category: 'mice',
    count: 24,
    brands: ['tactyl', 'veltro'],
    adjectives: ['Wireless', 'Ergonomic', 'Silent', 'Travel', 'Precision', 'Rechargeable'],
    types: [
      { noun: 'Mouse', price: [9.95, 89], weight: [0.08, 0.13] },
      {
        noun: 'Vertical Mouse',
        price: [39.95, 99],
        weight: [0.11, 0.15],
        adjectives: ['Wireless', 'Ergonomic', 'Silent', 'Rechargeable'],
      },
      { noun: 'Trackball', price: [49.95, 129], weight: [0.15, 0.25] },
      {
        noun: 'Mouse Pad XL',
        price: [14.95, 34.95],
        weight: [0.3, 0.5],
        adjectives: ['Precision', 'Travel', 'Premium'],
        colors: ['Black', 'Grey', 'Blue'],
      },
    ],
    colors: ['Black', 'White', 'Grey', 'Blue', 'Red'],
    colorChance: 0.45,
    warranty: [1, 2],
    sentences: [
      'The {brand} {adj} {noun} tracks precisely on glass, wood and fabric.',
      'Shaped for a relaxed grip that keeps your wrist in a natural position.',
      'Quiet clicks keep open-plan offices calm.',
      'Connects with Bluetooth or the included USB receiver.',
    ],
    features: [
      ['4000 DPI sensor', 'accurate on almost any surface.'],
      ['90 % quieter clicks', 'than a standard office mouse.'],
      ['USB-C charging', 'one minute of charging gives three hours of use.'],
    ],
  },
  {
    category: 'accessories',
    count: 20,
    brands: ['veltro', 'sonique'],
    adjectives: ['Aluminium', 'Slim', 'Travel', 'Premium', 'Essential'],
    types: [
      {
        noun: 'USB-C Docking Station',
        price: [149, 299],
        weight: [0.4, 0.7],
        adjectives: ['Dual 4K', 'Compact', 'Thunderbolt', 'Essential'],
        colors: false,
      },
      { noun: 'USB-C Hub 7-in-1', price: [39.95, 89], weight: [0.08, 0.15], colors: false },
      {
        noun: 'Laptop Stand',
        price: [29.95, 79],
        weight: [0.8, 1.5],
        adjectives: ['Aluminium', 'Foldable', 'Adjustable'],
      },
      {
        noun: 'Monitor Arm',
        price: [59, 199],
        weight: [2, 4.5],
        adjectives: ['Gas-spring', 'Dual', 'Heavy-duty'],
        also: ['monitors', 0.5],
      },
      {
        noun: 'Webcam 1080p',
        price: [39.95, 99],
        weight: [0.1, 0.2],
        adjectives: ['Essential', 'Pro', 'Wide-angle'],
        colors: false,
      },
      {
        noun: 'USB-C Charger 65 W',
        price: [29.95, 69],
        weight: [0.15, 0.3],
        adjectives: ['GaN', 'Travel', 'Compact'],
      },
      {
        noun: 'Laptop Sleeve 14"',
        price: [24.95, 49.95],
        weight: [0.2, 0.35],
        adjectives: ['Felt', 'Slim', 'Padded'],
        colorChance: 0.85,
        sizeChance: 0.8,
      },
      {
        noun: 'Laptop Backpack',
        price: [49.95, 129],
        weight: [0.8, 1.3],
        adjectives: ['Travel', 'Commuter', 'Water-repellent'],
        colorChance: 0.85,
      },
    ],
    colors: ['Black', 'Grey', 'Blue', 'Silver'],
    colorChance: 0.35,
    warranty: [1, 2],
    sentences: [
      'The {brand} {adj} {noun} completes your workplace, at the office and at home.',
      'Compatible with Windows, macOS, ChromeOS and Linux without drivers.',
      'Sturdy materials and a clean design that fits any desk.',
      'Tested with all current laptops from the major brands.',
    ],
    features: [
      ['Plug and play', 'no drivers or software needed.'],
      ['Recycled packaging', 'plastic-free and fully recyclable.'],
      ['Two-year warranty', 'replaced within one working day.'],
    ],
  },
  {
    category: 'desks',
    count: 22,
    brands: ['ergonomix', 'arbor'],
    adjectives: ['Height-adjustable', 'Oak', 'Compact', 'Executive', 'Walnut', 'Minimal'],
    types: [
      {
        noun: 'Standing Desk',
        price: [399, 1199],
        weight: [35, 55],
        adjectives: ['Electric', 'Dual-motor', 'Oak', 'Compact'],
      },
      { noun: 'Office Desk', price: [199, 699], weight: [25, 40] },
      { noun: 'Corner Desk', price: [299, 899], weight: [35, 50] },
      {
        noun: 'Meeting Table',
        price: [349, 1299],
        weight: [40, 70],
        adjectives: ['Oak', 'Walnut', 'Executive', 'Round'],
      },
    ],
    colors: ['White', 'Black', 'Grey'],
    colorChance: 0.5,
    widthChance: 0.7,
    materials: ['Wood', 'Metal'],
    sentences: [
      'The {brand} {adj} {noun} gives you a calm, sturdy place to work for years to come.',
      'The 25 mm top has a scratch-resistant finish and rounded, soft edges.',
      'A steel frame with levelling feet keeps the desk stable on uneven floors.',
      'Cable tray and grommets keep wires out of sight.',
      'Delivered with clear instructions; two people assemble it in about 30 minutes.',
    ],
    features: [
      ['Memory presets', 'four heights at the touch of a button.'],
      ['Anti-collision', 'stops and reverses when it meets resistance.'],
      ['FSC-certified top', 'from responsibly managed forests.'],
    ],
  },
  {
    category: 'chairs',
    count: 24,
    brands: ['ergonomix', 'stackform'],
    adjectives: ['Ergonomic', 'Mesh', 'Executive', 'Compact', 'Premium'],
    types: [
      { noun: 'Office Chair', price: [149, 899], weight: [12, 20], sizeChance: 0.6 },
      { noun: 'Task Chair', price: [99, 349], weight: [9, 14], sizeChance: 0.6 },
      {
        noun: 'Visitor Chair',
        price: [79, 249],
        weight: [5, 8],
        adjectives: ['Stackable', 'Upholstered', 'Mesh'],
      },
      {
        noun: 'Standing Stool',
        price: [89, 299],
        weight: [5, 9],
        adjectives: ['Active', 'Saddle', 'Compact'],
      },
      {
        noun: 'Meeting Chair',
        price: [99, 349],
        weight: [6, 10],
        adjectives: ['Upholstered', 'Mesh', 'Swivel'],
      },
    ],
    colors: ['Black', 'Grey', 'Blue', 'Red', 'Green', 'White'],
    colorChance: 0.6,
    materials: ['Fabric', 'Metal', 'Plastic'],
    sentences: [
      'The {brand} {adj} {noun} supports you from the first to the last meeting of the day.',
      'Seat depth, armrests and lumbar support adjust to your body.',
      'The breathable back keeps you cool, the seat cushion keeps its shape.',
      'Tested to EN 1335 for eight hours of daily use.',
      'Choose the size that matches your height: S up to 1.65 m, XL from 1.90 m.',
    ],
    features: [
      ['Synchro mechanism', 'seat and back move together as you lean.'],
      ['4D armrests', 'height, depth, width and angle.'],
      ['10-year warranty', 'on frame and mechanism.'],
    ],
  },
  {
    category: 'storage',
    count: 20,
    brands: ['arbor', 'stackform'],
    adjectives: ['Lockable', 'Mobile', 'Steel', 'Oak', 'Modular', 'Slimline'],
    types: [
      { noun: 'Filing Cabinet 4 Drawers', price: [249, 599], weight: [35, 55] },
      { noun: 'Drawer Pedestal', price: [149, 349], weight: [18, 28] },
      {
        noun: 'Bookcase',
        price: [99, 399],
        weight: [20, 40],
        adjectives: ['Oak', 'Modular', 'Slimline', 'Steel'],
      },
      { noun: 'Cupboard', price: [249, 799], weight: [40, 70] },
      {
        noun: 'Shelving Unit',
        price: [79, 249],
        weight: [12, 25],
        adjectives: ['Steel', 'Modular', 'Oak'],
      },
      {
        noun: 'Locker',
        price: [199, 499],
        weight: [25, 40],
        adjectives: ['Steel', 'Lockable', 'Modular'],
      },
    ],
    colors: ['White', 'Black', 'Grey'],
    colorChance: 0.5,
    materials: ['Wood', 'Metal'],
    sentences: [
      'The {brand} {adj} {noun} keeps files, supplies and personal items tidy and close at hand.',
      'Drawers run smoothly on full-extension runners and close softly.',
      'A central lock secures every drawer with one key; two keys are included.',
      'Fits under most desks and lines up with the other pieces of the range.',
    ],
    features: [
      ['Soft close', 'dampers on every drawer and door.'],
      ['Anti-tilt', 'only one drawer opens at a time.'],
      ['Powder-coated', 'steel that resists scratches.'],
    ],
  },
  {
    category: 'lighting',
    count: 26,
    brands: ['lumenwerk', 'arbor'],
    adjectives: ['Dimmable', 'Architect', 'Minimal', 'Daylight', 'Clamp-on', 'Smart'],
    types: [
      { noun: 'LED Desk Lamp', price: [29.95, 149], weight: [0.9, 2.2], also: ['desks', 0.3] },
      {
        noun: 'Floor Lamp',
        price: [79, 349],
        weight: [4, 8],
        adjectives: ['Dimmable', 'Architect', 'Minimal', 'Uplight'],
      },
      {
        noun: 'Pendant Light',
        price: [59, 249],
        weight: [1.2, 3],
        adjectives: ['Minimal', 'Dimmable', 'Industrial'],
      },
      {
        noun: 'LED Panel 60x60',
        price: [49.95, 129],
        weight: [2.5, 4],
        adjectives: ['Daylight', 'Smart', 'Dimmable'],
        colors: false,
      },
      {
        noun: 'Monitor Light Bar',
        price: [39.95, 89],
        weight: [0.3, 0.6],
        adjectives: ['Asymmetric', 'Smart', 'Minimal'],
        also: ['accessories', 0.5],
      },
    ],
    colors: ['Black', 'White', 'Silver', 'Grey', 'Green'],
    colorChance: 0.5,
    warranty: [2, 3],
    energyLabel: true,
    sentences: [
      'The {brand} {adj} {noun} gives even, glare-free light exactly where you need it.',
      'Colour temperature goes from warm 2700 K to cool daylight 6500 K.',
      'A high colour rendering index (CRI 95) shows paper and fabric colours as they are.',
      'Flicker-free LEDs last more than 50,000 hours.',
      'Touch controls remember your last setting.',
    ],
    features: [
      ['CRI 95', 'natural colours, less eye strain.'],
      ['Flicker-free', 'certified for screen work.'],
      ['50,000 hours', 'about 17 years of office use.'],
    ],
  },
  {
    category: 'paper',
    count: 20,
    brands: ['papyra'],
    adjectives: ['Premium', 'Recycled', 'Bright White', 'Eco', 'Everyday'],
    types: [
      { noun: 'A4 Copy Paper 80 g (500 sheets)', price: [4.95, 9.95], weight: [2.4, 2.6] },
      { noun: 'A4 Copy Paper 80 g (box of 5 reams)', price: [22.95, 39.95], weight: [12, 13] },
      { noun: 'A3 Copy Paper 80 g (500 sheets)', price: [9.95, 19.95], weight: [4.8, 5.2] },
      {
        noun: 'Notebook A5 Dotted',
        price: [6.95, 19.95],
        weight: [0.25, 0.35],
        also: ['writing', 0.3],
      },
      { noun: 'Notepad A4 Lined (5-pack)', price: [7.95, 14.95], weight: [1, 1.3] },
      { noun: 'Sticky Notes 76x76 (12 pads)', price: [5.95, 12.95], weight: [0.3, 0.4] },
      { noun: 'Flipchart Pad (50 sheets)', price: [12.95, 24.95], weight: [2, 3] },
    ],
    colors: [],
    colorChance: 0,
    sentences: [
      '{brand} {adj} {noun}: reliable paper for printers, copiers and handwritten notes.',
      'Jam-free in laser and inkjet printers, double-sided too.',
      'EU Ecolabel and FSC certified.',
      'Order by the box and save on shipping: free delivery from € 100.',
    ],
    features: [
      ['FSC certified', 'from responsibly managed forests.'],
      ['99.99 % jam-free', 'tested on all major printer brands.'],
      ['Acid-free', 'for documents you keep for years.'],
    ],
  },
  {
    category: 'writing',
    count: 22,
    brands: ['inkwell', 'papyra'],
    adjectives: ['Classic', 'Smooth', 'Premium', 'Refillable', 'Everyday', 'Studio', 'Executive'],
    types: [
      {
        noun: 'Gel Pen',
        price: [4.95, 12.95],
        weight: [0.01, 0.02],
        colors: ['Black', 'Blue', 'Red', 'Green'],
      },
      {
        noun: 'Ballpoint Pen',
        price: [4.95, 9.95],
        weight: [0.01, 0.02],
        colors: ['Black', 'Blue', 'Red'],
      },
      {
        noun: 'Fountain Pen',
        price: [19.95, 149],
        weight: [0.02, 0.05],
        colors: ['Black', 'Blue', 'Silver'],
      },
      {
        noun: 'Rollerball Pen',
        price: [9.95, 49.95],
        weight: [0.02, 0.04],
        colors: ['Black', 'Blue', 'Silver'],
      },
      { noun: 'Fineliner Set (10)', price: [8.95, 16.95], weight: [0.08, 0.12], colors: false },
      {
        noun: 'Whiteboard Marker Set (4)',
        price: [6.95, 12.95],
        weight: [0.06, 0.1],
        colors: false,
      },
      { noun: 'Highlighter Set (6)', price: [5.95, 9.95], weight: [0.06, 0.09], colors: false },
      { noun: 'Mechanical Pencil 0.5 mm', price: [4.95, 24.95], weight: [0.01, 0.03] },
    ],
    colors: ['Black', 'Blue', 'Silver'],
    colorChance: 0.6,
    materials: ['Metal', 'Plastic'],
    sentences: [
      'The {brand} {adj} {noun} writes smoothly from the first line to the last.',
      'Quick-drying ink that does not smudge, also for left-handed writers.',
      'A comfortable grip for long meetings and longer lectures.',
      'Refills are available separately.',
    ],
    features: [
      ['Quick-drying ink', 'no smudges, also for left-handers.'],
      ['Refillable', 'less waste, one pen for years.'],
      ['Archive-proof', 'ink that does not fade.'],
    ],
  },
  {
    category: 'networking',
    count: 24,
    brands: ['netaro'],
    adjectives: ['Business', 'Compact', 'Pro', 'Enterprise', 'Smart'],
    types: [
      { noun: 'Wi-Fi 6 Router', price: [79, 249], weight: [0.5, 1] },
      { noun: 'Wi-Fi 6E Mesh System (3-pack)', price: [249, 499], weight: [1.5, 2.2] },
      {
        noun: '8-port Gigabit Switch',
        price: [29.95, 79],
        weight: [0.4, 0.7],
        adjectives: ['Compact', 'Unmanaged', 'Smart'],
      },
      {
        noun: '24-port Managed Switch',
        price: [199, 499],
        weight: [2.5, 3.5],
        adjectives: ['Business', 'Pro', 'Enterprise'],
      },
      {
        noun: '48-port PoE+ Switch',
        price: [699, 1899],
        weight: [4.5, 6],
        adjectives: ['Enterprise', 'Pro', 'Managed'],
      },
      { noun: 'Ceiling Access Point', price: [99, 299], weight: [0.5, 0.9] },
      {
        noun: 'Firewall Appliance',
        price: [399, 1499],
        weight: [1.5, 3],
        adjectives: ['Business', 'Enterprise', 'Pro'],
      },
      {
        noun: 'Powerline Adapter Kit',
        price: [49.95, 119],
        weight: [0.3, 0.5],
        adjectives: ['Compact', 'Smart', 'Pass-through'],
      },
    ],
    colors: [],
    colorChance: 0,
    warranty: [1, 2, 3],
    sentences: [
      'The {brand} {adj} {noun} gives every desk and meeting room a fast, stable connection.',
      'Set up in minutes with the {brand} app; manage all devices from one cloud dashboard.',
      'Automatic firmware updates keep the network secure without downtime.',
      'VLANs, guest networks and traffic priorities for video calls come standard.',
      'Rack-mount kit and wall-mount bracket included where applicable.',
    ],
    features: [
      ['Cloud managed', 'no licence fees for the first five years.'],
      ['WPA3', 'and automatic security updates.'],
      ['Lifetime support', 'next-business-day replacement on Pro models.'],
    ],
  },
  {
    category: 'audio',
    count: 24,
    brands: ['sonique'],
    adjectives: ['Wireless', 'Pro', 'Compact', 'Studio', 'Travel', 'Executive'],
    types: [
      {
        noun: 'Noise-cancelling Headset',
        price: [79, 299],
        weight: [0.2, 0.35],
        also: ['accessories', 0.4],
      },
      {
        noun: 'Earbuds',
        price: [39.95, 199],
        weight: [0.05, 0.08],
        adjectives: ['Wireless', 'Pro', 'Travel', 'Sport'],
      },
      {
        noun: 'Bluetooth Speaker',
        price: [29.95, 199],
        weight: [0.4, 1.2],
        adjectives: ['Compact', 'Travel', 'Outdoor', 'Studio'],
      },
      {
        noun: 'Conference Speakerphone',
        price: [99, 349],
        weight: [0.3, 0.6],
        adjectives: ['Pro', 'Compact', 'Executive'],
      },
      {
        noun: 'USB Headset',
        price: [29.95, 99],
        weight: [0.15, 0.25],
        adjectives: ['Pro', 'Compact', 'Office'],
        also: ['accessories', 0.4],
      },
      {
        noun: 'Studio Headphones',
        price: [69, 299],
        weight: [0.25, 0.4],
        adjectives: ['Closed-back', 'Open-back', 'Reference'],
      },
      {
        noun: 'Desktop Speakers 2.0',
        price: [39.95, 249],
        weight: [1.5, 4],
        adjectives: ['Compact', 'Studio', 'Active'],
      },
    ],
    colors: ['Black', 'White', 'Grey', 'Blue', 'Red'],
    colorChance: 0.5,
    warranty: [1, 2],
    sentences: [
      'The {brand} {adj} {noun} delivers clear voices in calls and rich sound for music.',
      'Certified for Microsoft Teams and Zoom, with a dedicated mute button.',
      'Active noise cancellation filters out open-office chatter and traffic.',
      'Up to 30 hours of playback; a 10-minute charge gives 3 hours.',
      'Soft memory-foam cushions for comfort all day.',
    ],
    features: [
      ['Teams certified', 'with one-touch join and mute.'],
      ['Hybrid ANC', 'adjustable in three levels.'],
      ['Multipoint', 'connected to laptop and phone at once.'],
    ],
  },
];
