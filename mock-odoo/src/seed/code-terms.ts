import { ODOO_ERRORS } from '../errors';
import { t, type Translations } from './languages';

/**
 * Texts the server writes itself (Odoo's `_()` terms, ir_translation type 'code'), by English
 * source; `%s` marks a value filled in at run time, in order. Covers what a shopper can read:
 * the addon's errors, the coupon checks, the reward line and the stock warning. Where Odoo 15
 * translates a term itself (its addons' i18n/*.po), the translation is Odoo's, word for word: a
 * Dutch Odoo says exactly that. The rest are the demo's own (vsf_demo_shop loads them into Odoo
 * as a merchant would translate them).
 */
export const CODE_TERMS: Readonly<Record<string, Translations>> = {
  // sale_coupon / website_sale_coupon
  'This coupon is invalid (%s).': t(
    'Deze coupon is ongeldig (%s).',
    'Dieser Kupon ist ungültig (%s).',
    'Этот купон недействителен (%s).',
  ),
  'A minimum of %(amount)s %(currency)s should be purchased to get the reward': t(
    'Een minimum van %(amount)s %(currency)s moet besteld worden om de beloning te krijgen',
    'Ein Minimum von %(amount)s%(currency)ssollte erworben werden, um die Prämie zu erhalten',
    'Чтобы получить вознаграждение, нужно совершить покупку минимум на %(amount)s %(currency)s',
  ),
  'The promo code is already applied on this order': t(
    'De kortingscode is al toegepast op dit order',
    'Der Aktionscode wird bereits auf diesen Auftrag angewandt',
    'Промо-код уже применяется к этому заказу',
  ),
  'Promotionals codes are not cumulative.': t(
    'Promotiecodes zijn niet cumuleerbaar.',
    'Aktionscodes sind nicht kumulativ.',
    'Промо-коды не являются совокупными.',
  ),
  // The demo orders' reward lines (seed/orders.ts).
  'Discount: %s': t('Korting: %s', 'Rabatt: %s', 'Скидка: %s'),
  // A cart's reward line: a percentage of the goods, one line per tax (sale_coupon).
  'Discount: %(program)s - On product with following taxes: %(taxes)s': t(
    'Korting: %(program)s - Op product met de volgende BTW: %(taxes)s',
    'Rabatt: %(program)s - Auf Produkte mit der folgenden Steuer: %(taxes)s',
    'Скидка: %(program)s - На товары со следующими налогами: %(taxes)s',
  ),
  // website_sale: a product that does not exist or is not for sale, a line the cart has not.
  [ODOO_ERRORS.cartProductDoesNotExist]: t(
    'Het opgegeven product bestaat niet en kan zodoende niet aan het winkelmandje worden toegevoegd.',
    'Das angegebene Produkt existiert nicht, daher kann es nicht in den Warenkorb gelegt werden.',
    'Этого товара не существует, поэтому его нельзя добавить в корзину.',
  ),
  // delivery: the delivery line of a carrier that is free from an amount on.
  'Free Shipping': t('Gratis verzending', 'Kostenloser Versand', 'Бесплатная доставка'),
  // website_sale_stock
  'You ask for %s products but only %s is available': t(
    'Je vraagt voor %s producten maar enkel %sis beschikbaar',
    'Sie haben %s Produkte angefragt, jedoch sind nur %s verfügbar.',
    'Вам нужно %s продуктов, но доступно только %s ',
  ),
  // graphql_vuestorefront (its resolvers' errors) and the stand-in's own checks. Left in English on
  // purpose: 'User does not exist.', 'Product does not exist' and 'Product already exists in the
  // Wishlist.', which the storefront recognises by their text (anonymous caller, no such variant,
  // idempotent wishlist add; lib/user, lib/catalog, lib/wishlist). The addon ships no translation
  // of them, so a real Odoo answers them in English in every language too.
  [ODOO_ERRORS.wrongLogin]: t(
    'Verkeerd e-mailadres of wachtwoord.',
    'Falsche E-Mail-Adresse oder falsches Passwort.',
    'Неверный адрес электронной почты или пароль.',
  ),
  // Odoo's own translations where it has them (auth_signup, website_sale): these two.
  [ODOO_ERRORS.alreadyRegistered]: t(
    'Er is al een gebruiker geregistreerd met dit e-mailadres.',
    'Ein anderer Benutzer ist bereits mit dieser Emailadresse registriert',
    'Другой пользователь уже зарегистрирован под данным email адресом.',
  ),
  [ODOO_ERRORS.invalidEmail]: t(
    'Ongeldig e-mail.',
    'E-Mail falsch.',
    'Неверный адрес электронной почты.',
  ),
  [ODOO_ERRORS.couldNotReset]: t(
    'Je wachtwoord kon niet worden hersteld.',
    'Ihr Passwort konnte nicht zurückgesetzt werden.',
    'Не удалось сбросить пароль.',
  ),
  [ODOO_ERRORS.couldNotChange]: t(
    'Je wachtwoord kon niet worden gewijzigd.',
    'Ihr Passwort konnte nicht geändert werden.',
    'Не удалось изменить пароль.',
  ),
  [ODOO_ERRORS.incorrectPassword]: t(
    'Onjuist wachtwoord.',
    'Falsches Passwort.',
    'Неверный пароль.',
  ),
  [ODOO_ERRORS.mustBeLoggedIn]: t(
    'Je moet ingelogd zijn.',
    'Sie müssen angemeldet sein.',
    'Необходимо войти в систему.',
  ),
  [ODOO_ERRORS.partnerCannotBeUpdated]: t(
    'Relatie kan niet worden bijgewerkt.',
    'Kontakt kann nicht aktualisiert werden.',
    'Контрагента нельзя обновить.',
  ),
  [ODOO_ERRORS.partnerDoesNotExist]: t(
    'Relatie bestaat niet.',
    'Kontakt existiert nicht.',
    'Контрагент не существует.',
  ),
  [ODOO_ERRORS.cartNotFound]: t(
    'Winkelwagen niet gevonden.',
    'Warenkorb nicht gefunden.',
    'Корзина не найдена.',
  ),
  [ODOO_ERRORS.addressNotFound]: t(
    'Adres niet gevonden.',
    'Adresse nicht gefunden.',
    'Адрес не найден.',
  ),
  [ODOO_ERRORS.cantUpdatePublicAddress]: t(
    'Het adres van de openbare gebruiker kan niet worden bijgewerkt.',
    'Die Adresse des öffentlichen Benutzers kann nicht aktualisiert werden.',
    'Нельзя обновить адрес публичного пользователя.',
  ),
  [ODOO_ERRORS.cantDeletePublicAddress]: t(
    'Het adres van de openbare gebruiker kan niet worden verwijderd.',
    'Die Adresse des öffentlichen Benutzers kann nicht gelöscht werden.',
    'Нельзя удалить адрес публичного пользователя.',
  ),
  [ODOO_ERRORS.cantDeletePrimaryAddress]: t(
    'Je kunt het hoofdadres niet verwijderen.',
    'Sie können die Hauptadresse nicht löschen.',
    'Нельзя удалить основной адрес.',
  ),
  [ODOO_ERRORS.orderDoesNotExist]: t(
    'Verkooporder bestaat niet.',
    'Verkaufsauftrag existiert nicht.',
    'Заказ на продажу не существует.',
  ),
  [ODOO_ERRORS.invoiceDoesNotExist]: t(
    'Factuur bestaat niet.',
    'Rechnung existiert nicht.',
    'Счёт не существует.',
  ),
  [ODOO_ERRORS.documentDoesNotExist]: t(
    'Dit document bestaat niet.',
    'Dieses Dokument existiert nicht.',
    'Этот документ не существует.',
  ),
  [ODOO_ERRORS.acquirerDoesNotExist]: t(
    'Betaalprovider bestaat niet.',
    'Zahlungsanbieter existiert nicht.',
    'Платёжный провайдер не существует.',
  ),
  [ODOO_ERRORS.transactionDoesNotExist]: t(
    'Betalingstransactie bestaat niet.',
    'Zahlungstransaktion existiert nicht.',
    'Платёжная транзакция не существует.',
  ),
  [ODOO_ERRORS.paymentTransactionDoesNotExist]: t(
    'Betalingstransactie bestaat niet.',
    'Zahlungstransaktion existiert nicht.',
    'Платёжная транзакция не существует.',
  ),
  [ODOO_ERRORS.cartDoesNotExist]: t(
    'Winkelwagen bestaat niet',
    'Warenkorb existiert nicht',
    'Корзина не существует',
  ),
  'Quantity must be positive.': t(
    'Het aantal moet positief zijn.',
    'Die Menge muss positiv sein.',
    'Количество должно быть положительным.',
  ),
  'Delivery method does not exist.': t(
    'Verzendmethode bestaat niet.',
    'Versandart existiert nicht.',
    'Способ доставки не существует.',
  ),
};
