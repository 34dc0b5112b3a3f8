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
