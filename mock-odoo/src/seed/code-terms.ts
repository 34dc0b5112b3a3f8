import { ODOO_ERRORS } from '../errors';
import { t, type Translations } from './languages';

/**
 * Texts the server writes itself (Odoo's `_()` terms, ir_translation type 'code'), by English
 * source; `%s` marks a value filled in at run time, in order. Covers what a shopper can read:
 * the addon's errors, the coupon checks, the reward line and the stock warning.
 */
export const CODE_TERMS: Readonly<Record<string, Translations>> = {
  // sale_coupon / website_sale_coupon
  'This coupon is invalid (%s).': t(
    'Deze kortingscode is ongeldig (%s).',
    'Dieser Gutschein ist ungültig (%s).',
    'Этот купон недействителен (%s).',
  ),
  'A minimum of %s %s should be purchased to get the reward': t(
    'Er moet voor minimaal %s %s worden gekocht om de beloning te krijgen',
    'Für die Prämie muss ein Mindestbetrag von %s %s eingekauft werden',
    'Чтобы получить вознаграждение, нужно совершить покупку минимум на %s %s',
  ),
  'This promo code is already applied.': t(
    'Deze kortingscode is al toegepast.',
    'Dieser Aktionscode wurde bereits angewendet.',
    'Этот промокод уже применён.',
  ),
  'Promotionals codes are not cumulative.': t(
    'Kortingscodes zijn niet cumuleerbaar.',
    'Aktionscodes sind nicht kumulierbar.',
    'Промокоды не суммируются.',
  ),
  'Discount: %s': t('Korting: %s', 'Rabatt: %s', 'Скидка: %s'),
  // website_sale_stock
  'You ask for %s products but only %s is available': t(
    'U vraagt %s producten, maar er is slechts %s beschikbaar',
    'Sie fragen %s Produkte an, aber nur %s ist verfügbar',
    'Вы запрашиваете %s шт., но в наличии только %s',
  ),
  // graphql_vuestorefront (odoo-api.md 1.4) and the stand-in's own checks. Left in English on
  // purpose: 'User does not exist.', 'Product does not exist' and 'Product already exists in the
  // Wishlist.', which the storefront recognises by their text (anonymous caller, no such variant,
  // idempotent wishlist add; lib/user, lib/catalog, lib/wishlist). The addon ships no translation
  // of them, so a real Odoo answers them in English in every language too.
  [ODOO_ERRORS.wrongLogin]: t(
    'Verkeerd e-mailadres of wachtwoord.',
    'Falsche E-Mail-Adresse oder falsches Passwort.',
    'Неверный адрес электронной почты или пароль.',
  ),
  [ODOO_ERRORS.alreadyRegistered]: t(
    'Er is al een gebruiker geregistreerd met dit e-mailadres.',
    'Mit dieser E-Mail-Adresse ist bereits ein Benutzer registriert.',
    'Пользователь с этим адресом электронной почты уже зарегистрирован.',
  ),
  [ODOO_ERRORS.invalidEmail]: t(
    'Ongeldig e-mailadres.',
    'Ungültige E-Mail-Adresse.',
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
