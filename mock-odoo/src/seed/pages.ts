/**
 * Static website pages (Odoo website.page) per language. The /about pages carry a <style> and a
 * <script> tag on purpose: websitePage(contentOptions: {excludedTags}) must be able to strip them.
 */
export interface PageSeed {
  url: string;
  lang: string;
  name: string;
  content: string;
}

const ABOUT_STYLE =
  '<style>.about-hero{padding:2rem;background:#f4f6f8;border-radius:8px}.about-hero h1{margin:0}</style>';
const ABOUT_SCRIPT =
  "<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'about_view'});</script>";

const about = (lang: string, name: string, body: string): PageSeed => ({
  url: '/about',
  lang,
  name,
  content: `${ABOUT_STYLE}<section class="about-hero">${body}</section>${ABOUT_SCRIPT}`,
});

export const PAGES: readonly PageSeed[] = [
  about(
    'nl_NL',
    'Over ons',
    `<h1>Over Odoo Shop</h1>
<p>Odoo Shop is in 2012 in Amsterdam begonnen als kleine leverancier van kantoorartikelen. Inmiddels richten we met 45 collega's werkplekken in voor zzp'ers, scholen en bedrijven in heel Nederland en België.</p>
<h2>Waar we voor staan</h2>
<ul>
<li><strong>Persoonlijk advies</strong>: onze adviseurs helpen je telefonisch, per mail of in onze showroom aan de Herengracht.</li>
<li><strong>Snelle levering</strong>: voor 16:00 besteld, de volgende werkdag geleverd.</li>
<li><strong>Duurzaam</strong>: we bezorgen CO₂-neutraal en nemen je oude apparatuur gratis mee terug.</li>
</ul>
<h2>Zakelijk bestellen</h2>
<p>Bedrijven kopen bij ons op rekening, met vaste contractprijzen en offertes op maat. Koppel je inkoopsysteem via <em>punch-out</em> (OCI of cXML) en bestel rechtstreeks vanuit SAP of Ariba.</p>
<p>Vragen? Bel ons op <a href="tel:+31201234567">020 123 4567</a> of mail naar <a href="mailto:info@odooshop.example">info@odooshop.example</a>.</p>`,
  ),
  about(
    'en_US',
    'About us',
    `<h1>About Odoo Shop</h1>
<p>Odoo Shop started in Amsterdam in 2012 as a small office supplies dealer. Today a team of 45 people furnishes workplaces for freelancers, schools and companies across the Netherlands and Belgium.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Personal advice</strong>: our advisers help you by phone, by email or in our showroom on the Herengracht.</li>
<li><strong>Fast delivery</strong>: orders placed before 16:00 are delivered the next business day.</li>
<li><strong>Sustainability</strong>: carbon-neutral delivery, and we take your old equipment back for free.</li>
</ul>
<h2>Business customers</h2>
<p>Companies buy on account, with fixed contract prices and tailored quotations. Connect your procurement system through <em>punch-out</em> (OCI or cXML) and order straight from SAP or Ariba.</p>
<p>Questions? Call us on <a href="tel:+31201234567">+31 20 123 4567</a> or email <a href="mailto:info@odooshop.example">info@odooshop.example</a>.</p>`,
  ),
  about(
    'de_DE',
    'Über uns',
    `<h1>Über Odoo Shop</h1>
<p>Odoo Shop wurde 2012 in Amsterdam als kleiner Bürobedarfshändler gegründet. Heute richten 45 Kolleginnen und Kollegen Arbeitsplätze für Selbstständige, Schulen und Unternehmen in den Niederlanden und Belgien ein.</p>
<h2>Wofür wir stehen</h2>
<ul>
<li><strong>Persönliche Beratung</strong>: unsere Berater helfen Ihnen telefonisch, per E-Mail oder in unserem Showroom an der Herengracht.</li>
<li><strong>Schnelle Lieferung</strong>: bis 16:00 Uhr bestellt, am nächsten Werktag geliefert.</li>
<li><strong>Nachhaltigkeit</strong>: klimaneutraler Versand, und Ihre Altgeräte nehmen wir kostenlos zurück.</li>
</ul>
<h2>Geschäftskunden</h2>
<p>Unternehmen kaufen bei uns auf Rechnung, zu festen Vertragspreisen und mit individuellen Angeboten. Binden Sie Ihr Beschaffungssystem per <em>Punch-out</em> (OCI oder cXML) an und bestellen Sie direkt aus SAP oder Ariba.</p>
<p>Fragen? Rufen Sie uns an unter <a href="tel:+31201234567">+31 20 123 4567</a> oder schreiben Sie an <a href="mailto:info@odooshop.example">info@odooshop.example</a>.</p>`,
  ),
  about(
    'ru_RU',
    'О нас',
    `<h1>О компании Odoo Shop</h1>
<p>Odoo Shop появился в Амстердаме в 2012 году как небольшой магазин канцелярских товаров. Сегодня команда из 45 человек оборудует рабочие места для фрилансеров, школ и компаний по всей территории Нидерландов и Бельгии.</p>
<h2>Наши принципы</h2>
<ul>
<li><strong>Личная консультация</strong>: наши специалисты помогут вам по телефону, по электронной почте или в шоуруме на Херенграхт.</li>
<li><strong>Быстрая доставка</strong>: закажите до 16:00 — доставим на следующий рабочий день.</li>
<li><strong>Забота об окружающей среде</strong>: углеродно-нейтральная доставка и бесплатный вывоз старой техники.</li>
</ul>
<h2>Для бизнеса</h2>
<p>Компании покупают у нас с оплатой по счёту, по фиксированным договорным ценам и по индивидуальным коммерческим предложениям. Подключите свою закупочную систему через <em>punch-out</em> (OCI или cXML) и заказывайте прямо из SAP или Ariba.</p>
<p>Есть вопросы? Звоните <a href="tel:+31201234567">+31 20 123 4567</a> или пишите на <a href="mailto:info@odooshop.example">info@odooshop.example</a>.</p>`,
  ),

  {
    url: '/terms',
    lang: 'nl_NL',
    name: 'Algemene voorwaarden',
    content: `<h1>Algemene voorwaarden</h1>
<p>Deze voorwaarden gelden voor elke bestelling bij Odoo Shop B.V., Herengracht 182, 1016 BR Amsterdam, KvK 81234567.</p>
<h2>1. Aanbod en prijzen</h2>
<p>Alle prijzen zijn in euro's. Voor particulieren tonen we prijzen inclusief btw, voor zakelijke klanten exclusief btw. Kennelijke vergissingen in het aanbod binden ons niet.</p>
<h2>2. Bestellen en betalen</h2>
<ol>
<li>De overeenkomst komt tot stand zodra je de orderbevestiging per e-mail ontvangt.</li>
<li>Je betaalt met iDEAL, creditcard, Bancontact of per bankoverschrijving.</li>
<li>Zakelijke klanten kunnen op rekening kopen met een betaaltermijn van 30 dagen.</li>
</ol>
<h2>3. Offertes</h2>
<p>Een offerte is 30 dagen geldig, tenzij anders vermeld. Na de vervaldatum kun je een nieuwe offerte aanvragen.</p>
<h2>4. Garantie</h2>
<p>Op alle producten geldt de wettelijke garantie. Sommige merken bieden daarnaast fabrieksgarantie; de termijn staat bij het product.</p>
<p>Op deze voorwaarden is Nederlands recht van toepassing.</p>`,
  },
  {
    url: '/terms',
    lang: 'en_US',
    name: 'Terms and conditions',
    content: `<h1>Terms and conditions</h1>
<p>These terms apply to every order placed with Odoo Shop B.V., Herengracht 182, 1016 BR Amsterdam, Chamber of Commerce 81234567.</p>
<h2>1. Offer and prices</h2>
<p>All prices are in euros. Consumers see prices including VAT, business customers excluding VAT. Obvious errors in the offer are not binding.</p>
<h2>2. Ordering and payment</h2>
<ol>
<li>The contract is concluded as soon as you receive the order confirmation by email.</li>
<li>You pay by iDEAL, credit card, Bancontact or bank transfer.</li>
<li>Business customers may buy on account with 30 days' payment terms.</li>
</ol>
<h2>3. Quotations</h2>
<p>A quotation is valid for 30 days unless stated otherwise. After it expires you can request a new one.</p>
<h2>4. Warranty</h2>
<p>All products carry the statutory warranty. Some brands add a manufacturer's warranty; its term is shown with the product.</p>
<p>These terms are governed by Dutch law.</p>`,
  },
  {
    url: '/terms',
    lang: 'de_DE',
    name: 'Allgemeine Geschäftsbedingungen',
    content: `<h1>Allgemeine Geschäftsbedingungen</h1>
<p>Diese Bedingungen gelten für alle Bestellungen bei der Odoo Shop B.V., Herengracht 182, 1016 BR Amsterdam, Handelsregister 81234567.</p>
<h2>1. Angebot und Preise</h2>
<p>Alle Preise verstehen sich in Euro. Privatkunden sehen Preise inklusive Mehrwertsteuer, Geschäftskunden zuzüglich Mehrwertsteuer. Offensichtliche Irrtümer im Angebot sind nicht verbindlich.</p>
<h2>2. Bestellung und Zahlung</h2>
<ol>
<li>Der Vertrag kommt zustande, sobald Sie die Auftragsbestätigung per E-Mail erhalten.</li>
<li>Sie bezahlen mit iDEAL, Kreditkarte, Bancontact oder per Überweisung.</li>
<li>Geschäftskunden können auf Rechnung mit einem Zahlungsziel von 30 Tagen kaufen.</li>
</ol>
<h2>3. Angebote</h2>
<p>Ein Angebot ist 30 Tage gültig, sofern nicht anders angegeben. Nach Ablauf können Sie ein neues Angebot anfordern.</p>
<h2>4. Gewährleistung</h2>
<p>Für alle Produkte gilt die gesetzliche Gewährleistung. Einige Marken gewähren zusätzlich eine Herstellergarantie; die Dauer steht beim Produkt.</p>
<p>Es gilt niederländisches Recht.</p>`,
  },
  {
    url: '/terms',
    lang: 'ru_RU',
    name: 'Условия и положения',
    content: `<h1>Условия и положения</h1>
<p>Настоящие условия распространяются на все заказы в Odoo Shop B.V., Herengracht 182, 1016 BR Amsterdam, регистрационный номер 81234567.</p>
<h2>1. Предложение и цены</h2>
<p>Все цены указаны в евро. Частные покупатели видят цены с НДС, бизнес-клиенты — без НДС. Очевидные ошибки в предложении не являются обязательными для исполнения.</p>
<h2>2. Заказ и оплата</h2>
<ol>
<li>Договор считается заключённым, как только вы получите подтверждение заказа по электронной почте.</li>
<li>Оплатить заказ можно через iDEAL, кредитной картой, Bancontact или банковским переводом.</li>
<li>Бизнес-клиенты могут покупать с отсрочкой платежа на 30 дней.</li>
</ol>
<h2>3. Коммерческие предложения</h2>
<p>Коммерческое предложение действительно 30 дней, если не указано иное. После истечения срока вы можете запросить новое.</p>
<h2>4. Гарантия</h2>
<p>На все товары распространяется установленная законом гарантия. Некоторые производители дополнительно предоставляют собственную гарантию; её срок указан в карточке товара.</p>
<p>К настоящим условиям применяется право Нидерландов.</p>`,
  },

  {
    url: '/privacy',
    lang: 'nl_NL',
    name: 'Privacybeleid',
    content: `<h1>Privacybeleid</h1>
<p>Odoo Shop gaat zorgvuldig om met je persoonsgegevens en houdt zich aan de Algemene Verordening Gegevensbescherming (AVG).</p>
<h2>Welke gegevens we verwerken</h2>
<ul>
<li>Naam, adres, e-mailadres en telefoonnummer, om je bestelling te leveren.</li>
<li>Bestel- en betaalgegevens, voor onze administratie en de wettelijke bewaarplicht van 7 jaar.</li>
<li>Je e-mailadres voor de nieuwsbrief, alleen als je je daarvoor aanmeldt.</li>
</ul>
<h2>Cookies</h2>
<p>We gebruiken functionele cookies voor je winkelwagen en je sessie. Analytische cookies plaatsen we alleen met je toestemming.</p>
<h2>Je rechten</h2>
<p>Je kunt je gegevens inzien, laten corrigeren of laten verwijderen. Mail daarvoor naar <a href="mailto:privacy@odooshop.example">privacy@odooshop.example</a>; we reageren binnen vier weken.</p>`,
  },
  {
    url: '/privacy',
    lang: 'en_US',
    name: 'Privacy policy',
    content: `<h1>Privacy policy</h1>
<p>Odoo Shop handles your personal data with care and complies with the General Data Protection Regulation (GDPR).</p>
<h2>What data we process</h2>
<ul>
<li>Name, address, email address and phone number, to deliver your order.</li>
<li>Order and payment details, for our accounts and the statutory retention period of 7 years.</li>
<li>Your email address for the newsletter, only if you sign up for it.</li>
</ul>
<h2>Cookies</h2>
<p>We use functional cookies for your cart and your session. Analytics cookies are set only with your consent.</p>
<h2>Your rights</h2>
<p>You may view, correct or delete your data. Email <a href="mailto:privacy@odooshop.example">privacy@odooshop.example</a>; we answer within four weeks.</p>`,
  },
  {
    url: '/privacy',
    lang: 'de_DE',
    name: 'Datenschutzerklärung',
    content: `<h1>Datenschutzerklärung</h1>
<p>Odoo Shop geht sorgfältig mit Ihren personenbezogenen Daten um und hält sich an die Datenschutz-Grundverordnung (DSGVO).</p>
<h2>Welche Daten wir verarbeiten</h2>
<ul>
<li>Name, Anschrift, E-Mail-Adresse und Telefonnummer, um Ihre Bestellung zu liefern.</li>
<li>Bestell- und Zahlungsdaten für unsere Buchhaltung und die gesetzliche Aufbewahrungsfrist von 7 Jahren.</li>
<li>Ihre E-Mail-Adresse für den Newsletter, nur wenn Sie sich dafür anmelden.</li>
</ul>
<h2>Cookies</h2>
<p>Wir verwenden funktionale Cookies für Ihren Warenkorb und Ihre Sitzung. Analyse-Cookies setzen wir nur mit Ihrer Einwilligung.</p>
<h2>Ihre Rechte</h2>
<p>Sie können Ihre Daten einsehen, berichtigen oder löschen lassen. Schreiben Sie an <a href="mailto:privacy@odooshop.example">privacy@odooshop.example</a>; wir antworten innerhalb von vier Wochen.</p>`,
  },
  {
    url: '/privacy',
    lang: 'ru_RU',
    name: 'Политика конфиденциальности',
    content: `<h1>Политика конфиденциальности</h1>
<p>Odoo Shop бережно обращается с вашими персональными данными и соблюдает Общий регламент по защите данных (GDPR).</p>
<h2>Какие данные мы обрабатываем</h2>
<ul>
<li>Имя, адрес, адрес электронной почты и номер телефона — чтобы доставить ваш заказ.</li>
<li>Данные о заказах и платежах — для бухгалтерского учёта и установленного законом срока хранения 7 лет.</li>
<li>Адрес электронной почты для рассылки — только если вы на неё подписались.</li>
</ul>
<h2>Файлы cookie</h2>
<p>Мы используем функциональные cookie для корзины и сеанса. Аналитические cookie устанавливаются только с вашего согласия.</p>
<h2>Ваши права</h2>
<p>Вы можете просмотреть, исправить или удалить свои данные. Напишите на <a href="mailto:privacy@odooshop.example">privacy@odooshop.example</a>; мы ответим в течение четырёх недель.</p>`,
  },

  {
    url: '/shipping',
    lang: 'nl_NL',
    name: 'Verzending en retourneren',
    content: `<h1>Verzending en retourneren</h1>
<h2>Bezorgopties</h2>
<ul>
<li><strong>Standaard bezorging</strong>: € 6,95, gratis vanaf € 100. Voor 16:00 besteld, de volgende werkdag geleverd.</li>
<li><strong>Express bezorging</strong>: € 12,95, dezelfde dag geleverd in Amsterdam, Rotterdam en Utrecht.</li>
<li><strong>Afhalen in de winkel</strong>: gratis, na twee uur klaar in onze winkel aan de Herengracht 182.</li>
</ul>
<p>Meubels bezorgen we met twee personen tot in de gewenste ruimte; montage is op aanvraag mogelijk.</p>
<h2>Retourneren</h2>
<p>Je hebt 30 dagen bedenktijd. Meld je retour aan via je account, verpak het product goed en lever het in bij een PostNL-punt. We betalen het aankoopbedrag binnen 14 dagen terug.</p>`,
  },
  {
    url: '/shipping',
    lang: 'en_US',
    name: 'Shipping and returns',
    content: `<h1>Shipping and returns</h1>
<h2>Delivery options</h2>
<ul>
<li><strong>Standard delivery</strong>: € 6.95, free from € 100. Orders placed before 16:00 are delivered the next business day.</li>
<li><strong>Express delivery</strong>: € 12.95, same-day delivery in Amsterdam, Rotterdam and Utrecht.</li>
<li><strong>Pick up in store</strong>: free, ready within two hours at our shop at Herengracht 182.</li>
</ul>
<p>Furniture is delivered by two people to the room of your choice; assembly is available on request.</p>
<h2>Returns</h2>
<p>You have 30 days to change your mind. Register your return in your account, pack the product well and drop it at a PostNL point. We refund the purchase price within 14 days.</p>`,
  },
  {
    url: '/shipping',
    lang: 'de_DE',
    name: 'Versand und Rückgabe',
    content: `<h1>Versand und Rückgabe</h1>
<h2>Lieferoptionen</h2>
<ul>
<li><strong>Standardversand</strong>: 6,95 €, ab 100 € kostenlos. Bis 16:00 Uhr bestellt, am nächsten Werktag geliefert.</li>
<li><strong>Expressversand</strong>: 12,95 €, Lieferung am selben Tag in Amsterdam, Rotterdam und Utrecht.</li>
<li><strong>Abholung im Geschäft</strong>: kostenlos, nach zwei Stunden abholbereit in unserem Laden an der Herengracht 182.</li>
</ul>
<p>Möbel liefern wir zu zweit bis in den gewünschten Raum; Montage auf Anfrage.</p>
<h2>Rückgabe</h2>
<p>Sie haben 30 Tage Rückgaberecht. Melden Sie die Rücksendung in Ihrem Kundenkonto an, verpacken Sie das Produkt sorgfältig und geben Sie es bei einer PostNL-Annahmestelle ab. Den Kaufpreis erstatten wir innerhalb von 14 Tagen.</p>`,
  },
  {
    url: '/shipping',
    lang: 'ru_RU',
    name: 'Доставка и возврат',
    content: `<h1>Доставка и возврат</h1>
<h2>Способы доставки</h2>
<ul>
<li><strong>Стандартная доставка</strong>: 6,95 €, бесплатно при заказе от 100 €. Закажите до 16:00 — доставим на следующий рабочий день.</li>
<li><strong>Экспресс-доставка</strong>: 12,95 €, доставка в день заказа в Амстердаме, Роттердаме и Утрехте.</li>
<li><strong>Самовывоз из магазина</strong>: бесплатно, заказ будет готов через два часа в нашем магазине на Херенграхт, 182.</li>
</ul>
<p>Мебель доставляют два сотрудника прямо в нужное помещение; сборка — по запросу.</p>
<h2>Возврат</h2>
<p>У вас есть 30 дней на возврат. Оформите возврат в личном кабинете, надёжно упакуйте товар и сдайте его в пункт PostNL. Мы вернём деньги в течение 14 дней.</p>`,
  },
];
