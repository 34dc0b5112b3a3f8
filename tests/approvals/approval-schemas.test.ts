import { describe, expect, it } from 'vitest';
import { approvalRuleFormSchema, approvalRuleSchema } from '@/lib/approvals/approval-schemas';
import { parseRequestListQuery, requestListHref } from '@/lib/approvals/request-list-query';

// The approvals' inputs: the company page's amount as a buyer types it, what the action takes,
// and the requests lists' URLs.

describe('the approval amount', () => {
  it('reads an amount with a comma or a point, and empty as Requesters only', () => {
    const parse = (amount: string) => approvalRuleFormSchema.parse({ amount }).amount;
    expect(parse(' 500 ')).toBe(500);
    expect(parse('499,95')).toBe(499.95);
    expect(parse('1250.5')).toBe(1250.5);
    expect(parse('')).toBeNull();
  });

  it('refuses what is no amount, or too much', () => {
    for (const amount of ['5OO', '-3', '12,345', '1.000,00', '€ 500', '10000001']) {
      const result = approvalRuleFormSchema.safeParse({ amount });
      expect(result.success, amount).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('amount:10000000');
    }
  });

  it('lets the action take only a parsed amount or null', () => {
    expect(approvalRuleSchema.parse({ amount: 500 })).toEqual({ amount: 500 });
    expect(approvalRuleSchema.parse({ amount: null })).toEqual({ amount: null });
    for (const amount of ['500', -1, 10_000_001, undefined]) {
      expect(approvalRuleSchema.safeParse({ amount }).success, String(amount)).toBe(false);
    }
  });
});

describe('the requests lists’ URL', () => {
  it('keeps a known status and a page, and drops anything else', () => {
    expect(parseRequestListQuery({ status: 'rejected', page: '3' })).toEqual({
      status: 'rejected',
      page: 3,
    });
    expect(parseRequestListQuery({ status: 'toString', page: 'x' })).toEqual({
      status: null,
      page: 1,
    });
    expect(parseRequestListQuery({ status: ['pending', 'approved'] })).toEqual({
      status: 'pending',
      page: 1,
    });
  });

  it('writes the canonical link, defaults left out', () => {
    expect(requestListHref('/my/approvals', { status: null, page: 1 })).toBe('/my/approvals');
    expect(requestListHref('/my/requests', { status: 'approved', page: 2 })).toBe(
      '/my/requests?status=approved&page=2',
    );
  });
});
