import 'server-only';
import { getBuyingCompany } from '@/lib/company/company.server';
import { whenAvailable } from '@/lib/odoo/optional-feature.server';
import { logFailure } from '@/lib/shopper/shopper-action.server';
import type { UserCookie } from '@/lib/shopper/user-cookie';

/**
 * Whether the shopper's company requires their own reference (a PO number) on every order
 * (vsf_b2b_company). Only a company's contact is asked about; Odoo refuses to place an order
 * without it all the same, so a failed answer reads as "not required" here and the shop shows
 * Odoo's refusal when the order is placed.
 */
export async function referenceRequired(shopper: UserCookie): Promise<boolean> {
  if (!shopper.companyRole) return false;
  try {
    const rule = await whenAvailable(
      'companyAccounts',
      async () => (await getBuyingCompany())?.poReferenceRequired ?? false,
    );
    return rule.available && rule.data;
  } catch (error) {
    logFailure('referenceRequired', error);
    return false;
  }
}
