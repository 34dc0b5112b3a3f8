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
    'Uw afgesproken assortiment. Producten zonder prijs zijn op offerte verkrijgbaar.',
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
