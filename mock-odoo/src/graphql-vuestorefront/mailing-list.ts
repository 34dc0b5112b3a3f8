import type { Context } from '../context';
import type { Resolvers } from '../executable-schema';
import { subscribeNewsletter } from '../model/partner';

// graphql_vuestorefront's schemas/mailing_list.py, as far as the storefront uses it:
// newsletterSubscribe.

/**
 * graphql_vuestorefront hands the text to website_mass_mailing's subscribe controller, which
 * checks nothing (Odoo's newsletter block checks the address in the browser, as the shop's form
 * does): whatever it is given joins the website's list, and the answer is `subscribed: true`.
 */
async function newsletterSubscribe(
  _root: unknown,
  args: { email?: string | null },
  context: Context,
) {
  const email = (args.email ?? '').trim().toLowerCase();
  if (email) await subscribeNewsletter(context.db, email);
  return { subscribed: true };
}

export const mailingListResolvers: Resolvers = {
  Mutation: { newsletterSubscribe },
};
