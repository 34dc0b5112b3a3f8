import type { TranslatedLang } from './languages';

// The words of the blueprints' product names in Dutch, German and Russian, so that a translated
// name reads like a shop would write it: adjectives agree with the noun's gender (Dutch de/het,
// German and Russian m/f/n/plural), brand and model number stay as they are.
//
// Noun entries: [Dutch, German, Russian]; a trailing marker gives the grammar: Dutch `@het`,
// German and Russian `@m`, `@f`, `@n`, `@pl` (Dutch plurals inflect like de-words).
// Adjective entries: [Dutch, German, Russian] where
//   'X|Y'   Dutch: X before a het-word, Y before a de-word or a plural;
//   'X*'    German: a stem that takes the strong ending (-er, -e, -es, -e);
//   'X-'    a compound prefix glued to the noun (Business-Laptop), with a space before a digit;
//   '+X'    words after the noun (ноутбук с подсветкой);
//   Russian words ending in -ый/-ий/-ой agree with the noun (their first word does);
//   anything else stays as written in front of the noun.

type Gender = 'm' | 'f' | 'n' | 'pl';
type Words = readonly [nl: string, de: string, ru: string];

export const NOUNS: Readonly<Record<string, Words>> = {
  'Laptop 13"': ['laptop 13"', 'Laptop 13"@m', 'ноутбук 13"@m'],
  'Laptop 14"': ['laptop 14"', 'Laptop 14"@m', 'ноутбук 14"@m'],
  'Laptop 15.6"': ['laptop 15,6"', 'Laptop 15,6"@m', 'ноутбук 15,6"@m'],
  'Laptop 16"': ['laptop 16"', 'Laptop 16"@m', 'ноутбук 16"@m'],
  'Mini PC': ['mini-pc', 'Mini-PC@m', 'мини-ПК@m'],
  'Desktop PC': ['desktop-pc', 'Desktop-PC@m', 'настольный компьютер@m'],
  'Tower Workstation': ['tower-werkstation@het', 'Tower-Workstation@f', 'рабочая станция Tower@f'],
  'All-in-One PC 24"': ['all-in-one-pc 24"', 'All-in-One-PC 24"@m', 'моноблок 24"@m'],
  '22" Full HD Monitor': ['22" Full HD-monitor', '22"-Full-HD-Monitor@m', 'монитор 22" Full HD@m'],
  '24" Full HD Monitor': ['24" Full HD-monitor', '24"-Full-HD-Monitor@m', 'монитор 24" Full HD@m'],
  '27" QHD Monitor': ['27" QHD-monitor', '27"-QHD-Monitor@m', 'монитор 27" QHD@m'],
  '27" 4K Monitor': ['27" 4K-monitor', '27"-4K-Monitor@m', 'монитор 27" 4K@m'],
  '32" 4K Monitor': ['32" 4K-monitor', '32"-4K-Monitor@m', 'монитор 32" 4K@m'],
  '34" Curved Ultrawide Monitor': [
    '34" gebogen ultrabrede monitor',
    '34"-Curved-Ultrawide-Monitor@m',
    'изогнутый ультраширокий монитор 34"@m',
  ],
  Keyboard: ['toetsenbord@het', 'Tastatur@f', 'клавиатура@f'],
  'Keyboard TKL': ['TKL-toetsenbord@het', 'TKL-Tastatur@f', 'клавиатура TKL@f'],
  'Keyboard and Mouse Set': [
    'toetsenbord- en muisset',
    'Tastatur-Maus-Set@n',
    'комплект из клавиатуры и мыши@m',
  ],
  'Numeric Keypad': ['numeriek toetsenblok@het', 'Ziffernblock@m', 'цифровой блок@m'],
  Mouse: ['muis', 'Maus@f', 'мышь@f'],
  'Vertical Mouse': ['verticale muis', 'Vertikalmaus@f', 'вертикальная мышь@f'],
  Trackball: ['trackball', 'Trackball@m', 'трекбол@m'],
  'Mouse Pad XL': ['muismat XL', 'Mauspad XL@n', 'коврик для мыши XL@m'],
  'USB-C Docking Station': [
    'USB-C-dockingstation@het',
    'USB-C-Dockingstation@f',
    'док-станция USB-C@f',
  ],
  'USB-C Hub 7-in-1': ['USB-C-hub 7-in-1', 'USB-C-Hub 7-in-1@m', 'USB-C-хаб 7 в 1@m'],
  'Laptop Stand': ['laptopstandaard', 'Laptopständer@m', 'подставка для ноутбука@f'],
  'Monitor Arm': ['monitorarm', 'Monitorarm@m', 'кронштейн для монитора@m'],
  'Webcam 1080p': ['webcam 1080p', 'Webcam 1080p@f', 'веб-камера 1080p@f'],
  'USB-C Charger 65 W': [
    'USB-C-lader 65 W',
    'USB-C-Ladegerät 65 W@n',
    'зарядное устройство USB-C 65 Вт@n',
  ],
  'Laptop Sleeve 14"': ['laptophoes 14"', 'Laptophülle 14"@f', 'чехол для ноутбука 14"@m'],
  'Laptop Backpack': ['laptoprugzak', 'Laptop-Rucksack@m', 'рюкзак для ноутбука@m'],
  'Standing Desk': ['zit-sta-bureau@het', 'Steh-Sitz-Schreibtisch@m', 'стол для работы стоя@m'],
  'Office Desk': ['kantoorbureau@het', 'Büroschreibtisch@m', 'офисный стол@m'],
  'Corner Desk': ['hoekbureau@het', 'Eckschreibtisch@m', 'угловой стол@m'],
  'Meeting Table': ['vergadertafel', 'Besprechungstisch@m', 'стол для переговоров@m'],
  'Office Chair': ['bureaustoel', 'Bürostuhl@m', 'офисное кресло@n'],
  'Task Chair': ['werkstoel', 'Arbeitsstuhl@m', 'рабочий стул@m'],
  'Visitor Chair': ['bezoekersstoel', 'Besucherstuhl@m', 'стул для посетителей@m'],
  'Standing Stool': ['sta-kruk', 'Stehhocker@m', 'табурет для работы стоя@m'],
  'Meeting Chair': ['vergaderstoel', 'Konferenzstuhl@m', 'конференц-стул@m'],
  'Filing Cabinet 4 Drawers': [
    'archiefkast met 4 laden',
    'Aktenschrank mit 4 Schubladen@m',
    'картотечный шкаф с 4 ящиками@m',
  ],
  'Drawer Pedestal': ['ladeblok@het', 'Rollcontainer@m', 'тумба с ящиками@f'],
  Bookcase: ['boekenkast', 'Bücherregal@n', 'книжный шкаф@m'],
  Cupboard: ['kast', 'Schrank@m', 'шкаф@m'],
  'Shelving Unit': ['stellingkast', 'Regal@n', 'стеллаж@m'],
  Locker: ['locker', 'Spind@m', 'шкафчик@m'],
  'LED Desk Lamp': ['LED-bureaulamp', 'LED-Schreibtischlampe@f', 'светодиодная настольная лампа@f'],
  'Floor Lamp': ['vloerlamp', 'Stehlampe@f', 'торшер@m'],
  'Pendant Light': ['hanglamp', 'Pendelleuchte@f', 'подвесной светильник@m'],
  'LED Panel 60x60': ['LED-paneel 60x60@het', 'LED-Panel 60x60@n', 'светодиодная панель 60x60@f'],
  'Monitor Light Bar': ['monitorlamp', 'Monitorleuchte@f', 'лампа для монитора@f'],
  'A4 Copy Paper 80 g (500 sheets)': [
    'A4-kopieerpapier 80 g (500 vel)@het',
    'A4-Kopierpapier 80 g (500 Blatt)@n',
    'офисная бумага A4 80 г (500 листов)@f',
  ],
  'A4 Copy Paper 80 g (box of 5 reams)': [
    'A4-kopieerpapier 80 g (doos met 5 pakken)@het',
    'A4-Kopierpapier 80 g (Karton mit 5 Paketen)@n',
    'офисная бумага A4 80 г (коробка из 5 пачек)@f',
  ],
  'A3 Copy Paper 80 g (500 sheets)': [
    'A3-kopieerpapier 80 g (500 vel)@het',
    'A3-Kopierpapier 80 g (500 Blatt)@n',
    'офисная бумага A3 80 г (500 листов)@f',
  ],
  'Notebook A5 Dotted': [
    'notitieboek A5 met stippen@het',
    'Notizbuch A5 gepunktet@n',
    'блокнот A5 в точку@m',
  ],
  'Notepad A4 Lined (5-pack)': [
    'schrijfblok A4 gelinieerd (5 stuks)@het',
    'Notizblock A4 liniert (5er-Pack)@m',
    'блок для записей A4 в линейку (5 шт.)@m',
  ],
  'Sticky Notes 76x76 (12 pads)': [
    'memoblaadjes 76x76 (12 blokken)',
    'Haftnotizen 76x76 (12 Blöcke)@pl',
    'стикеры 76x76 (12 блоков)@pl',
  ],
  'Flipchart Pad (50 sheets)': [
    'flip-overblok (50 vel)@het',
    'Flipchartblock (50 Blatt)@m',
    'блок для флипчарта (50 листов)@m',
  ],
  'Gel Pen': ['gelpen', 'Gelschreiber@m', 'гелевая ручка@f'],
  'Ballpoint Pen': ['balpen', 'Kugelschreiber@m', 'шариковая ручка@f'],
  'Fountain Pen': ['vulpen', 'Füllfederhalter@m', 'перьевая ручка@f'],
  'Rollerball Pen': ['rollerpen', 'Tintenroller@m', 'ручка-роллер@f'],
  'Fineliner Set (10)': ['finelinerset (10)', 'Fineliner-Set (10)@n', 'набор линеров (10 шт.)@m'],
  'Whiteboard Marker Set (4)': [
    'whiteboardmarkerset (4)',
    'Whiteboard-Marker-Set (4)@n',
    'набор маркеров для доски (4 шт.)@m',
  ],
  'Highlighter Set (6)': [
    'markeerstiftenset (6)',
    'Textmarker-Set (6)@n',
    'набор текстовыделителей (6 шт.)@m',
  ],
  'Mechanical Pencil 0.5 mm': [
    'vulpotlood 0,5 mm@het',
    'Druckbleistift 0,5 mm@m',
    'механический карандаш 0,5 мм@m',
  ],
  'Wi-Fi 6 Router': ['wifi 6-router', 'Wi-Fi-6-Router@m', 'роутер Wi-Fi 6@m'],
  'Wi-Fi 6E Mesh System (3-pack)': [
    'wifi 6E-meshsysteem (3 stuks)@het',
    'Wi-Fi-6E-Mesh-System (3er-Pack)@n',
    'mesh-система Wi-Fi 6E (3 шт.)@f',
  ],
  '8-port Gigabit Switch': [
    '8-poorts gigabit switch',
    '8-Port-Gigabit-Switch@m',
    '8-портовый гигабитный коммутатор@m',
  ],
  '24-port Managed Switch': [
    '24-poorts managed switch',
    '24-Port-Managed-Switch@m',
    '24-портовый управляемый коммутатор@m',
  ],
  '48-port PoE+ Switch': [
    '48-poorts PoE+ switch',
    '48-Port-PoE+-Switch@m',
    '48-портовый коммутатор PoE+@m',
  ],
  'Ceiling Access Point': [
    'plafond-accesspoint@het',
    'Decken-Access-Point@m',
    'потолочная точка доступа@f',
  ],
  'Firewall Appliance': ['firewall-appliance', 'Firewall-Appliance@f', 'межсетевой экран@m'],
  'Powerline Adapter Kit': [
    'powerline-adapterset',
    'Powerline-Adapter-Set@n',
    'комплект Powerline-адаптеров@m',
  ],
  'Noise-cancelling Headset': [
    'headset met ruisonderdrukking',
    'Headset mit Geräuschunterdrückung@n',
    'гарнитура с шумоподавлением@f',
  ],
  Earbuds: ['oordopjes', 'In-Ear-Kopfhörer@pl', 'наушники-вкладыши@pl'],
  'Bluetooth Speaker': ['bluetooth-speaker', 'Bluetooth-Lautsprecher@m', 'Bluetooth-колонка@f'],
  'Conference Speakerphone': [
    'conferentiespeakerphone',
    'Konferenz-Freisprecheinrichtung@f',
    'спикерфон для конференций@m',
  ],
  'USB Headset': ['USB-headset', 'USB-Headset@n', 'USB-гарнитура@f'],
  'Studio Headphones': ['studiokoptelefoon', 'Studiokopfhörer@pl', 'студийные наушники@pl'],
  'Desktop Speakers 2.0': [
    'desktopspeakers 2.0',
    'Desktop-Lautsprecher 2.0@pl',
    'настольные колонки 2.0@pl',
  ],
};

export const ADJECTIVES: Readonly<Record<string, Words>> = {
  Active: ['actief|actieve', 'Aktiv*', 'Активный'],
  Adjustable: ['verstelbaar|verstelbare', 'Verstellbar*', 'Регулируемый'],
  Aluminium: ['aluminium', 'Aluminium-', 'Алюминиевый'],
  Architect: ['architecten-', 'Architekten-', 'Архитектурный'],
  Asymmetric: ['asymmetrisch|asymmetrische', 'Asymmetrisch*', 'Асимметричный'],
  Backlit: ['verlicht|verlichte', 'Beleuchtet*', '+с подсветкой'],
  'Bright White': ['extra wit|extra witte', 'Hochweiß*', 'Ярко-белый'],
  Business: ['business', 'Business-', 'Бизнес-'],
  'Clamp-on': ['klem-', 'Klemm-', '+с креплением на струбцине'],
  Classic: ['klassiek|klassieke', 'Klassisch*', 'Классический'],
  'Closed-back': ['gesloten', 'Geschlossen*', 'Закрытый'],
  Commuter: ['forenzen-', 'Pendler-', 'Городской'],
  Compact: ['compact|compacte', 'Kompakt*', 'Компактный'],
  Convertible: ['convertible', 'Convertible-', 'Трансформируемый'],
  Creator: ['creator-', 'Creator-', 'Creator'],
  Crisp: ['scherp|scherpe', 'Gestochen scharf*', 'Чёткий'],
  Daylight: ['daglicht-', 'Tageslicht-', '+дневного света'],
  Dimmable: ['dimbaar|dimbare', 'Dimmbar*', 'Диммируемый'],
  Dual: ['dubbel|dubbele', 'Doppel-', 'Двойной'],
  'Dual 4K': ['dual 4K', 'Dual-4K-', '+с двумя выходами 4K'],
  'Dual-motor': ['+met dubbele motor', '+mit Doppelmotor', '+с двумя моторами'],
  Eco: ['eco-', 'Öko-', 'Эко-'],
  Electric: ['elektrisch|elektrische', 'Elektrisch*', 'Электрический'],
  Enterprise: ['enterprise', 'Enterprise-', 'Корпоративный'],
  Ergonomic: ['ergonomisch|ergonomische', 'Ergonomisch*', 'Эргономичный'],
  Essential: ['essential', 'Essential-', 'Базовый'],
  Everyday: ['+voor elke dag', '+für jeden Tag', 'Повседневный'],
  Executive: ['directie-', 'Chef-', 'Представительский'],
  'Eye-care': ['oogvriendelijk|oogvriendelijke', 'Augenschonend*', '+с защитой зрения'],
  Felt: ['vilten', 'Filz-', 'Фетровый'],
  Foldable: ['opvouwbaar|opvouwbare', 'Faltbar*', 'Складной'],
  Frameless: ['randloos|randloze', 'Rahmenlos*', 'Безрамочный'],
  GaN: ['GaN-', 'GaN-', '+GaN'],
  'Gas-spring': ['+met gasveer', '+mit Gasfeder', '+с газовой пружиной'],
  'Heavy-duty': ['extra sterk|extra sterke', 'Robust*', 'Усиленный'],
  'Height-adjustable': [
    'in hoogte verstelbaar|in hoogte verstelbare',
    'Höhenverstellbar*',
    'Регулируемый по высоте',
  ],
  Immersive: ['meeslepend|meeslepende', 'Immersiv*', 'Иммерсивный'],
  Industrial: ['industrieel|industriële', 'Industrie-', '+в индустриальном стиле'],
  Lockable: ['afsluitbaar|afsluitbare', 'Abschließbar*', 'Запираемый'],
  'Low-profile': ['plat|platte', 'Flach*', 'Низкопрофильный'],
  Managed: ['managed', 'Managed-', 'Управляемый'],
  Mechanical: ['mechanisch|mechanische', 'Mechanisch*', 'Механический'],
  Mesh: ['mesh-', 'Mesh-', '+с сетчатой спинкой'],
  Minimal: ['minimalistisch|minimalistische', 'Minimalistisch*', 'Минималистичный'],
  Mobile: ['verrijdbaar|verrijdbare', 'Fahrbar*', 'Мобильный'],
  Modular: ['modulair|modulaire', 'Modular*', 'Модульный'],
  Oak: ['eiken', 'Eichen-', 'Дубовый'],
  Office: ['kantoor-', 'Büro-', 'Офисный'],
  'Open-back': ['open', 'Offen*', 'Открытый'],
  Outdoor: ['outdoor-', 'Outdoor-', 'Уличный'],
  Padded: ['gewatteerd|gewatteerde', 'Gepolstert*', '+с мягкой подкладкой'],
  'Pass-through': ['+met doorlusstopcontact', '+mit Durchgangssteckdose', '+со сквозной розеткой'],
  Performance: ['performance', 'Performance-', 'Производительный'],
  Precision: ['precisie-', 'Präzisions-', 'Высокоточный'],
  Premium: ['premium', 'Premium-', 'Премиальный'],
  Pro: ['+Pro', '+Pro', '+Pro'],
  Rechargeable: ['oplaadbaar|oplaadbare', 'Wiederaufladbar*', '+с аккумулятором'],
  Recycled: ['gerecycled|gerecyclede', 'Recycling-', '+из вторсырья'],
  Reference: ['referentie-', 'Referenz-', 'Референсный'],
  Refillable: ['navulbaar|navulbare', 'Nachfüllbar*', 'Перезаправляемый'],
  Round: ['rond|ronde', 'Rund*', 'Круглый'],
  Saddle: ['zadel-', 'Sattel-', '+с седловидным сиденьем'],
  Silent: ['stil|stille', 'Leise*', 'Бесшумный'],
  Slim: ['slank|slanke', 'Schlank*', 'Тонкий'],
  Slimline: ['smal|smalle', 'Schmal*', 'Узкий'],
  Smart: ['slim|slimme', 'Smart-', 'Умный'],
  Smooth: ['soepel schrijvend|soepel schrijvende', 'Weich schreibend*', 'Мягкопишущий'],
  Sport: ['sport-', 'Sport-', 'Спортивный'],
  Stackable: ['stapelbaar|stapelbare', 'Stapelbar*', 'Штабелируемый'],
  Steel: ['stalen', 'Stahl-', 'Стальной'],
  Studio: ['studio-', 'Studio-', 'Студийный'],
  Swivel: ['draaibaar|draaibare', 'Dreh-', 'Поворотный'],
  Thunderbolt: ['Thunderbolt', 'Thunderbolt-', '+Thunderbolt'],
  Travel: ['reis-', 'Reise-', 'Дорожный'],
  Ultraslim: ['ultradun|ultradunne', 'Ultraflach*', 'Ультратонкий'],
  Unmanaged: ['unmanaged', 'Unmanaged-', 'Неуправляемый'],
  Upholstered: ['gestoffeerd|gestoffeerde', 'Gepolstert*', 'Мягкий'],
  Uplight: ['uplight-', 'Uplight-', '+с отражённым светом'],
  Walnut: ['notenhouten', 'Nussbaum-', '+из ореха'],
  'Water-repellent': ['waterafstotend|waterafstotende', 'Wasserabweisend*', 'Водоотталкивающий'],
  'Wide-angle': ['groothoek-', 'Weitwinkel-', 'Широкоугольный'],
  Wireless: ['draadloos|draadloze', 'Kabellos*', 'Беспроводной'],
};

const LANG_INDEX: Record<TranslatedLang, 0 | 1 | 2> = { nl_NL: 0, de_DE: 1, ru_RU: 2 };

function words(table: Readonly<Record<string, Words>>, key: string, lang: TranslatedLang): string {
  const entry = table[key];
  // A word without a translation would silently leave English in a Dutch name: fail the seed.
  if (!entry) throw new Error(`no translation for "${key}"`);
  return entry[LANG_INDEX[lang]];
}

function splitGender(text: string): { text: string; gender: Gender | 'het' | null } {
  const match = /^(.*)@(m|f|n|pl|het)$/.exec(text);
  return match
    ? { text: match[1] ?? '', gender: match[2] as Gender | 'het' }
    : { text, gender: null };
}

const GERMAN_ENDINGS: Record<Gender, string> = { m: 'er', f: 'e', n: 'es', pl: 'e' };

function germanAdjective(stem: string, gender: Gender): string {
  const ending = GERMAN_ENDINGS[gender];
  // leise + er = leiser: a stem ending in -e takes the ending without its own e.
  return stem.endsWith('e') ? stem + ending.slice(1) : stem + ending;
}

/** A Russian adjective (masculine dictionary form) agreeing with a noun of `gender`. */
export function russianAdjective(masculine: string, gender: Gender): string {
  const [first = '', ...rest] = masculine.split(' ');
  const stem = first.slice(0, -2);
  const ending = first.slice(-2);
  const velar = /[гкх]$/.test(stem);
  const sibilant = /[жшчщ]$/.test(stem);
  const forms: Record<string, Record<Gender, string>> = {
    ый: { m: 'ый', f: 'ая', n: 'ое', pl: 'ые' },
    ой: { m: 'ой', f: 'ая', n: 'ое', pl: velar || sibilant ? 'ие' : 'ые' },
    ий: velar
      ? { m: 'ий', f: 'ая', n: 'ое', pl: 'ие' }
      : sibilant
        ? { m: 'ий', f: 'ая', n: 'ее', pl: 'ие' }
        : { m: 'ий', f: 'яя', n: 'ее', pl: 'ие' },
  };
  const form = forms[ending];
  if (!form) return masculine;
  return [stem + form[gender], ...rest].join(' ');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function attach(adjective: string, noun: string): string {
  if (adjective.startsWith('+')) return `${noun} ${adjective.slice(1)}`;
  // Glue a compound prefix to a word (Business-Laptop), not to a size (Business 22"-Monitor).
  if (adjective.endsWith('-')) {
    return /^\p{L}/u.test(noun) ? `${adjective}${noun}` : `${adjective.slice(0, -1)} ${noun}`;
  }
  return `${adjective} ${noun}`;
}

/** "Adjective noun" in `lang`, as the middle of a product name (`Kabellose Maus`). */
export function productPhrase(adjectiveKey: string, nounKey: string, lang: TranslatedLang): string {
  const noun = splitGender(words(NOUNS, nounKey, lang));
  let adjective = words(ADJECTIVES, adjectiveKey, lang);
  if (lang === 'nl_NL' && adjective.includes('|')) {
    const [hetForm = '', deForm = ''] = adjective.split('|');
    adjective = noun.gender === 'het' ? hetForm : deForm;
  } else if (lang === 'de_DE' && adjective.endsWith('*')) {
    adjective = germanAdjective(adjective.slice(0, -1), (noun.gender as Gender | null) ?? 'm');
  } else if (lang === 'ru_RU' && /^[А-яЁё-]+(ый|ий|ой)( |$)/.test(adjective)) {
    adjective = russianAdjective(adjective, (noun.gender as Gender | null) ?? 'm');
  }
  return capitalize(attach(adjective, noun.text));
}

/** The translated template name: brand and model number stay, the words between translate. */
export function productName(
  brand: string,
  adjectiveKey: string,
  nounKey: string,
  model: string,
  lang: TranslatedLang,
): string {
  return `${brand} ${productPhrase(adjectiveKey, nounKey, lang)} ${model}`;
}
