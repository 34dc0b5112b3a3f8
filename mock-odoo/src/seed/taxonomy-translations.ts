import { t, type Translations } from './languages';

// The names Odoo keeps in ir_translation for the fixed parts of the catalogue, by English source.
// A name missing here (sizes, widths, energy classes) reads the same in every language.

export const CATEGORY_NAMES: Readonly<Record<string, Translations>> = {
  Computers: t('Computers', 'Computer', 'Компьютеры'),
  Laptops: t('Laptops', 'Laptops', 'Ноутбуки'),
  Desktops: t('Desktops', 'Desktop-PCs', 'Настольные компьютеры'),
  Monitors: t('Monitoren', 'Monitore', 'Мониторы'),
  Accessories: t('Accessoires', 'Zubehör', 'Аксессуары'),
  Keyboards: t('Toetsenborden', 'Tastaturen', 'Клавиатуры'),
  Mice: t('Muizen', 'Mäuse', 'Мыши'),
  'Office Furniture': t('Kantoormeubelen', 'Büromöbel', 'Офисная мебель'),
  Desks: t('Bureaus', 'Schreibtische', 'Столы'),
  Chairs: t('Stoelen', 'Stühle', 'Кресла и стулья'),
  Storage: t('Opbergen', 'Aufbewahrung', 'Хранение'),
  Lighting: t('Verlichting', 'Beleuchtung', 'Освещение'),
  'Office Supplies': t('Kantoorartikelen', 'Büromaterial', 'Канцтовары'),
  Paper: t('Papier', 'Papier', 'Бумага'),
  Writing: t('Schrijfwaren', 'Schreibwaren', 'Письменные принадлежности'),
  Networking: t('Netwerk', 'Netzwerk', 'Сетевое оборудование'),
  Audio: t('Audio', 'Audio', 'Аудио'),
};

export const ATTRIBUTE_NAMES: Readonly<Record<string, Translations>> = {
  Color: t('Kleur', 'Farbe', 'Цвет'),
  Size: t('Maat', 'Größe', 'Размер'),
  Width: t('Breedte', 'Breite', 'Ширина'),
  Memory: t('Geheugen', 'Arbeitsspeicher', 'Память'),
};

export const ATTRIBUTE_VALUE_NAMES: Readonly<Record<string, Translations>> = {
  Black: t('Zwart', 'Schwarz', 'Чёрный'),
  White: t('Wit', 'Weiß', 'Белый'),
  Silver: t('Zilver', 'Silber', 'Серебристый'),
  Blue: t('Blauw', 'Blau', 'Синий'),
  Red: t('Rood', 'Rot', 'Красный'),
  Green: t('Groen', 'Grün', 'Зелёный'),
  Grey: t('Grijs', 'Grau', 'Серый'),
  '8 GB': t('8 GB', '8 GB', '8 ГБ'),
  '16 GB': t('16 GB', '16 GB', '16 ГБ'),
  '32 GB': t('32 GB', '32 GB', '32 ГБ'),
};

export const FILTER_NAMES: Readonly<Record<string, Translations>> = {
  Material: t('Materiaal', 'Material', 'Материал'),
  'Energy label': t('Energielabel', 'Energielabel', 'Класс энергоэффективности'),
  Warranty: t('Garantie', 'Garantie', 'Гарантия'),
};

export const FILTER_VALUE_NAMES: Readonly<Record<string, Translations>> = {
  Wood: t('Hout', 'Holz', 'Дерево'),
  Metal: t('Metaal', 'Metall', 'Металл'),
  Plastic: t('Kunststof', 'Kunststoff', 'Пластик'),
  Fabric: t('Stof', 'Stoff', 'Ткань'),
  '1 year': t('1 jaar', '1 Jahr', '1 год'),
  '2 years': t('2 jaar', '2 Jahre', '2 года'),
  '3 years': t('3 jaar', '3 Jahre', '3 года'),
};

export const CARRIER_NAMES: Readonly<Record<string, Translations>> = {
  'Standard delivery': t('Standaardverzending', 'Standardversand', 'Стандартная доставка'),
  'Express delivery': t('Expresverzending', 'Expressversand', 'Экспресс-доставка'),
  'Pick up in store': t('Afhalen in de winkel', 'Abholung im Geschäft', 'Самовывоз из магазина'),
};

export const COUPON_PROGRAM_NAMES: Readonly<Record<string, Translations>> = {
  '10% welcome discount': t(
    '10% welkomstkorting',
    '10 % Willkommensrabatt',
    'Приветственная скидка 10%',
  ),
  '5% business discount': t(
    '5% zakelijke korting',
    '5 % Geschäftskundenrabatt',
    'Скидка 5% для бизнеса',
  ),
  'Summer sale (ended)': t(
    'Zomeruitverkoop (afgelopen)',
    'Sommerschlussverkauf (beendet)',
    'Летняя распродажа (завершена)',
  ),
};

/** Catalog names and descriptions (versada's website catalogs translate both). */
export const CATALOG_TEXTS: Readonly<Record<string, Translations>> = {
  'Back to school': t('Terug naar school', 'Zurück zur Schule', 'Снова в школу'),
  'Laptops, headsets, notebooks and pens for a good start of the school year.': t(
    'Laptops, headsets, notitieboeken en pennen voor een goede start van het schooljaar.',
    'Laptops, Headsets, Notizbücher und Stifte für einen guten Start ins Schuljahr.',
    'Ноутбуки, гарнитуры, блокноты и ручки для хорошего начала учебного года.',
  ),
  'Home office': t('Thuiswerken', 'Homeoffice', 'Домашний офис'),
  'Everything for a healthy and productive workplace at home.': t(
    'Alles voor een gezonde en productieve werkplek thuis.',
    'Alles für einen gesunden und produktiven Arbeitsplatz zu Hause.',
    'Всё для здорового и продуктивного рабочего места дома.',
  ),
  'Your agreed assortment. Products without a price are available on quotation.': t(
    'Je afgesproken assortiment. Producten zonder prijs zijn op offerte verkrijgbaar.',
    'Ihr vereinbartes Sortiment. Produkte ohne Preis erhalten Sie auf Angebot.',
    'Ваш согласованный ассортимент. Товары без цены доступны по запросу предложения.',
  ),
};

/** `Personal catalog: <customer>` keeps the customer's name. */
export const PERSONAL_CATALOG_PREFIX: Translations = t(
  'Persoonlijke catalogus: ',
  'Persönlicher Katalog: ',
  'Персональный каталог: ',
);

/** Payment acquirers' "Displayed as" (Odoo: payment.acquirer.display_as, translatable). */
export const ACQUIRER_LABELS: Readonly<Record<string, Translations>> = {
  'Bank transfer': t('Bankoverschrijving', 'Banküberweisung', 'Банковский перевод'),
  'Card payment': t('Betalen met kaart', 'Kartenzahlung', 'Оплата картой'),
  'Card payment (hosted page)': t(
    'Betalen met kaart (betaalpagina)',
    'Kartenzahlung (Zahlungsseite)',
    'Оплата картой (платёжная страница)',
  ),
  'iDEAL, Bancontact or card': t(
    'iDEAL, Bancontact of kaart',
    'iDEAL, Bancontact oder Karte',
    'iDEAL, Bancontact или карта',
  ),
  'Transfer cart to SAP (OCI)': t(
    'Winkelwagen naar SAP (OCI) sturen',
    'Warenkorb an SAP (OCI) übertragen',
    'Передать корзину в SAP (OCI)',
  ),
  'Transfer cart to Ariba': t(
    'Winkelwagen naar Ariba sturen',
    'Warenkorb an Ariba übertragen',
    'Передать корзину в Ariba',
  ),
};

/** The wire-transfer instructions (payment_transfer's pending_msg) in the shop's languages. */
function transferMessage(texts: {
  title: string;
  account: string;
  holder: string;
  bank: string;
  communicationTitle: string;
  communication: string;
}): string {
  return [
    '<div>',
    `<h3>${texts.title}</h3>`,
    `<h4>${texts.account}</h4>`,
    '<ul>',
    `<li>${texts.holder}: Odoo Shop B.V.</li>`,
    `<li>${texts.bank}: ABN AMRO, Amsterdam</li>`,
    '<li>IBAN: NL91ABNA0417164300</li>',
    '<li>BIC: ABNANL2A</li>',
    '</ul>',
    `<h4>${texts.communicationTitle}</h4>`,
    `<p>${texts.communication}</p>`,
    '</div>',
  ].join('');
}

/** Odoo 15's default instructions (English source), the seed's wire-transfer pending_msg. */
export const TRANSFER_MESSAGE = transferMessage({
  title: 'Please use the following transfer details',
  account: 'Bank account',
  holder: 'Account holder',
  bank: 'Bank',
  communicationTitle: 'Communication',
  communication: 'Please use the order name as communication reference.',
});

const TRANSFER_MESSAGES: Translations = {
  nl_NL: transferMessage({
    title: 'Gebruik de volgende overschrijvingsgegevens',
    account: 'Bankrekening',
    holder: 'Rekeninghouder',
    bank: 'Bank',
    communicationTitle: 'Omschrijving',
    communication: 'Gebruik het ordernummer als omschrijving.',
  }),
  de_DE: transferMessage({
    title: 'Bitte verwende die folgenden Überweisungsdaten',
    account: 'Bankkonto',
    holder: 'Kontoinhaber',
    bank: 'Bank',
    communicationTitle: 'Verwendungszweck',
    communication: 'Bitte gib die Bestellnummer als Verwendungszweck an.',
  }),
  ru_RU: transferMessage({
    title: 'Используйте следующие реквизиты для перевода',
    account: 'Банковский счёт',
    holder: 'Получатель',
    bank: 'Банк',
    communicationTitle: 'Назначение платежа',
    communication: 'Укажите номер заказа в назначении платежа.',
  }),
};

export const PENDING_MESSAGES: Readonly<Record<string, Translations>> = {
  [TRANSFER_MESSAGE]: TRANSFER_MESSAGES,
};

/** Brand descriptions (product_brand.description is translatable, as OCA's product_brand has it). */
export const BRAND_DESCRIPTIONS: Readonly<Record<string, Translations>> = {
  'Dutch-designed laptops and desktops for people who work on the move. Quiet, repairable and built to last five years or more.':
    t(
      'In Nederland ontworpen laptops en desktops voor wie onderweg werkt. Stil, repareerbaar en gebouwd om vijf jaar of langer mee te gaan.',
      'In den Niederlanden entworfene Laptops und Desktops für Menschen, die unterwegs arbeiten. Leise, reparierbar und für fünf Jahre oder mehr gebaut.',
      'Ноутбуки и настольные компьютеры нидерландского дизайна для тех, кто работает в дороге. Тихие, ремонтопригодные и рассчитанные на пять лет и больше.',
    ),
  'Business computers and displays with long-term driver support, on-site service and a three-year warranty as standard.':
    t(
      'Zakelijke computers en beeldschermen met langdurige driverondersteuning, service op locatie en standaard drie jaar garantie.',
      'Business-Computer und Bildschirme mit langfristigem Treibersupport, Vor-Ort-Service und serienmäßig drei Jahren Garantie.',
      'Компьютеры и мониторы для бизнеса с долгой поддержкой драйверов, выездным сервисом и стандартной трёхлетней гарантией.',
    ),
  'Displays, docks and desk accessories that make one cable the whole connection between your laptop and your workplace.':
    t(
      'Beeldschermen, docks en bureauaccessoires die van één kabel de hele verbinding tussen je laptop en je werkplek maken.',
      'Bildschirme, Docks und Schreibtischzubehör, die ein einziges Kabel zur ganzen Verbindung zwischen Ihrem Laptop und Ihrem Arbeitsplatz machen.',
      'Мониторы, док-станции и настольные аксессуары, с которыми один кабель соединяет ноутбук со всем рабочим местом.',
    ),
  'Keyboards and mice shaped around your hands: low-profile, mechanical and ergonomic models with long battery life.':
    t(
      'Toetsenborden en muizen gevormd naar je handen: platte, mechanische en ergonomische modellen met een lange batterijduur.',
      'Tastaturen und Mäuse, geformt für Ihre Hände: flache, mechanische und ergonomische Modelle mit langer Akkulaufzeit.',
      'Клавиатуры и мыши по форме ваших рук: низкопрофильные, механические и эргономичные модели с долгой работой от батареи.',
    ),
  'Certified ergonomic chairs and sit-stand desks, developed with physiotherapists and made in Europe.':
    t(
      'Gecertificeerde ergonomische stoelen en zit-sta-bureaus, ontwikkeld met fysiotherapeuten en gemaakt in Europa.',
      'Zertifizierte ergonomische Stühle und Sitz-Steh-Schreibtische, entwickelt mit Physiotherapeuten und hergestellt in Europa.',
      'Сертифицированные эргономичные кресла и столы для работы сидя и стоя, разработанные с физиотерапевтами и сделанные в Европе.',
    ),
  'Solid oak and walnut office furniture from FSC-certified forests, finished by hand in Friesland.':
    t(
      'Massief eiken en notenhouten kantoormeubelen uit FSC-gecertificeerde bossen, met de hand afgewerkt in Friesland.',
      'Büromöbel aus massiver Eiche und Nussbaum aus FSC-zertifizierten Wäldern, von Hand in Friesland veredelt.',
      'Офисная мебель из массива дуба и ореха из лесов с сертификатом FSC, с ручной отделкой во Фрисландии.',
    ),
  'Modular steel storage and seating that grows with your team, delivered flat-packed with tool-free assembly.':
    t(
      'Modulaire stalen opbergmeubelen en zitmeubelen die met je team meegroeien, vlak verpakt geleverd en zonder gereedschap te monteren.',
      'Modulare Aufbewahrung und Sitzmöbel aus Stahl, die mit Ihrem Team wachsen, flach verpackt geliefert und ohne Werkzeug montiert.',
      'Модульные стальные системы хранения и сиденья, которые растут вместе с командой: поставляются в плоской упаковке и собираются без инструментов.',
    ),
  'Flicker-free LED lighting for offices and studios, with daylight colour temperatures and energy label A products.':
    t(
      'Flikkervrije ledverlichting voor kantoren en studio’s, met daglichtkleurtemperaturen en producten met energielabel A.',
      'Flimmerfreie LED-Beleuchtung für Büros und Studios, mit Tageslicht-Farbtemperaturen und Produkten der Energieklasse A.',
      'Светодиодное освещение без мерцания для офисов и студий, с цветовой температурой дневного света и товарами класса энергоэффективности A.',
    ),
  'Copy paper, notebooks and pads from recycled and responsibly sourced fibres, printed and bound in the Benelux.':
    t(
      'Kopieerpapier, notitieboeken en blocnotes van gerecyclede en verantwoord gewonnen vezels, gedrukt en gebonden in de Benelux.',
      'Kopierpapier, Notizbücher und Blöcke aus recycelten und verantwortungsvoll gewonnenen Fasern, gedruckt und gebunden in den Benelux-Ländern.',
      'Офисная бумага, блокноты и тетради из вторичного и ответственно добытого волокна, напечатанные и переплетённые в странах Бенилюкса.',
    ),
  'Pens and markers that write smoothly from the first to the last line. Most models are refillable.':
    t(
      'Pennen en markers die soepel schrijven van de eerste tot de laatste regel. De meeste modellen zijn navulbaar.',
      'Stifte und Marker, die von der ersten bis zur letzten Zeile geschmeidig schreiben. Die meisten Modelle sind nachfüllbar.',
      'Ручки и маркеры, которые пишут мягко от первой до последней строки. Большинство моделей можно перезаправить.',
    ),
  'Routers, switches and access points for small and medium businesses, managed from one cloud dashboard.':
    t(
      'Routers, switches en access points voor het mkb, beheerd vanuit één clouddashboard.',
      'Router, Switches und Access Points für kleine und mittlere Unternehmen, verwaltet über ein Cloud-Dashboard.',
      'Маршрутизаторы, коммутаторы и точки доступа для малого и среднего бизнеса с управлением из одной облачной панели.',
    ),
  'Headsets, speakers and conference audio certified for Teams and Zoom, tuned for clear voices.':
    t(
      'Headsets, speakers en vergaderaudio, gecertificeerd voor Teams en Zoom en afgestemd op heldere stemmen.',
      'Headsets, Lautsprecher und Konferenz-Audio, zertifiziert für Teams und Zoom und auf klare Stimmen abgestimmt.',
      'Гарнитуры, колонки и аудио для конференций, сертифицированные для Teams и Zoom и настроенные на чёткую речь.',
    ),
};
