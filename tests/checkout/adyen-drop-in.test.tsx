// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdditionalDetailsActions,
  AdditionalDetailsData,
  CoreConfiguration,
  SubmitActions,
  SubmitData,
} from '@adyen/adyen-web';
import AdyenDropIn, { type AdyenDropInOutcome } from '@/components/checkout/adyen-drop-in';
import { adyenDetailsAction, adyenPayAction, adyenSetupAction } from '@/lib/payment/adyen-actions';
import type { Locale } from '@/lib/i18n/locales';
import type { AdyenPaymentResult, AdyenSetup } from '@/lib/order/payment-types';
import type { ActionResult } from '@/lib/shopper/action-result';
import en from '@/messages/en.json';

// Adyen's library is replaced by a recorder: the test plays the Drop-in and calls the handlers
// the component gave AdyenCheckout, the way the real Drop-in would after the shopper clicked pay.

const adyen = vi.hoisted(() => ({
  configs: [] as unknown[],
  dropins: [] as { options: unknown; mounted: Element | null; unmounted: boolean }[],
}));

vi.mock('@adyen/adyen-web', () => ({
  AdyenCheckout: vi.fn(async (config: unknown) => {
    adyen.configs.push(config);
    return { config };
  }),
  Card: class Card {},
  Dropin: class Dropin {
    record: (typeof adyen.dropins)[number];
    constructor(_checkout: unknown, options: unknown) {
      this.record = { options, mounted: null, unmounted: false };
      adyen.dropins.push(this.record);
    }
    mount(element: Element) {
      this.record.mounted = element;
      return this;
    }
    unmount() {
      this.record.unmounted = true;
    }
  },
}));
vi.mock('@adyen/adyen-web/styles/adyen.css', () => ({}));
vi.mock('@/lib/payment/adyen-actions', () => ({
  adyenSetupAction: vi.fn(),
  adyenPayAction: vi.fn(),
  adyenDetailsAction: vi.fn(),
}));

const setupAction = vi.mocked(adyenSetupAction);
const payAction = vi.mocked(adyenPayAction);
const detailsAction = vi.mocked(adyenDetailsAction);

const SETUP: AdyenSetup = {
  clientKey: 'test_MOCKODOOCLIENTKEY',
  environment: 'test',
  countryCode: 'NL',
  amount: { value: 12345, currency: 'EUR' },
  paymentMethodsResponse: { paymentMethods: [{ type: 'ideal', name: 'iDEAL' }] },
  reference: 'S00042-1',
};

const ok = <T,>(data: T): ActionResult<T> => ({ ok: true, data });

/** Resolves when the test says so: an action still on its way. */
function later<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function fakeActions() {
  return { resolve: vi.fn(), reject: vi.fn() } satisfies SubmitActions & AdditionalDetailsActions;
}

const CARD_STATE = {
  data: {
    paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4111111111111111' },
    browserInfo: { userAgent: 'vitest', acceptHeader: '*/*' },
  },
  isValid: true,
} as unknown as SubmitData;

beforeEach(() => {
  vi.clearAllMocks();
  adyen.configs.length = 0;
  adyen.dropins.length = 0;
  setupAction.mockResolvedValue(ok(SETUP));
});

afterEach(cleanup);

function renderDropIn(options: { strict?: boolean; locale?: Locale } = {}) {
  const onOutcome = vi.fn<(outcome: AdyenDropInOutcome) => void>();
  const element = (
    <AdyenDropIn
      acquirerId={7}
      locale={options.locale ?? 'en'}
      labels={en.AdyenPayment}
      onOutcome={onOutcome}
    />
  );
  render(options.strict ? <StrictMode>{element}</StrictMode> : element);
  return { onOutcome };
}

/** The configuration the component gave AdyenCheckout, once the Drop-in is mounted. */
async function mountedConfig(): Promise<CoreConfiguration> {
  await waitFor(() => expect(adyen.dropins.at(-1)?.mounted).toBeTruthy());
  return adyen.configs.at(-1) as CoreConfiguration;
}

async function submit(config: CoreConfiguration, actions = fakeActions()) {
  await act(async () => {
    config.onSubmit?.(CARD_STATE, {} as never, actions);
  });
  return actions;
}

describe('AdyenDropIn', () => {
  it('sets Adyen up from the server and mounts the Drop-in in a labelled region', async () => {
    renderDropIn();
    const region = screen.getByRole('region', { name: en.AdyenPayment.region });
    expect(screen.getByRole('status').textContent).toBe(en.AdyenPayment.loading);
    const config = await mountedConfig();
    expect(setupAction).toHaveBeenCalledExactlyOnceWith({ acquirerId: 7 });
    expect(config).toMatchObject({
      clientKey: SETUP.clientKey,
      environment: 'test',
      countryCode: 'NL',
      locale: 'en-US',
      amount: { value: 12345, currency: 'EUR' },
      paymentMethodsResponse: SETUP.paymentMethodsResponse,
      analytics: { enabled: false },
    });
    expect(adyen.dropins[0]?.options).toMatchObject({
      paymentMethodComponents: [expect.any(Function)],
    });
    expect(region.contains(adyen.dropins[0]!.mounted)).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });

  it.each([
    ['nl', 'nl-NL'],
    ['de', 'de-DE'],
    ['ru', 'ru-RU'],
  ] as const)('speaks the page language: %s pages get Adyen locale %s', async (locale, adyen) => {
    renderDropIn({ locale });
    expect((await mountedConfig()).locale).toBe(adyen);
  });

  it('reports an authorised payment', async () => {
    payAction.mockResolvedValue(
      ok<AdyenPaymentResult>({ resultCode: 'Authorised', outcome: 'authorised' }),
    );
    const { onOutcome } = renderDropIn();
    const actions = await submit(await mountedConfig());
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'authorised' }));
    expect(payAction).toHaveBeenCalledExactlyOnceWith({
      acquirerId: 7,
      paymentMethod: CARD_STATE.data.paymentMethod,
      browserInfo: CARD_STATE.data.browserInfo,
    });
    expect(actions.resolve).toHaveBeenCalledExactlyOnceWith({ resultCode: 'Authorised' });
    expect(actions.reject).not.toHaveBeenCalled();
  });

  it('reports a pending payment (the webhook decides later)', async () => {
    payAction.mockResolvedValue(
      ok<AdyenPaymentResult>({ resultCode: 'Received', outcome: 'pending' }),
    );
    const { onOutcome } = renderDropIn();
    await submit(await mountedConfig());
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'pending' }));
  });

  it('shows a refusal, resolves it to the Drop-in and reports it', async () => {
    const message = en.AdyenActions.refused;
    payAction.mockResolvedValue(
      ok<AdyenPaymentResult>({
        resultCode: 'Refused',
        outcome: 'refused',
        refusalMessage: message,
      }),
    );
    const { onOutcome } = renderDropIn();
    const actions = await submit(await mountedConfig());
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'refused', message }));
    expect(actions.resolve).toHaveBeenCalledWith({ resultCode: 'Refused' });
    expect(actions.reject).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain(message);

    // Paying again sets up a fresh Drop-in (the server opens a new transaction).
    fireEvent.click(screen.getByRole('button', { name: en.AdyenPayment.payAgain }));
    await waitFor(() => expect(adyen.dropins).toHaveLength(2));
    expect(adyen.dropins[0]?.unmounted).toBe(true);
    expect(setupAction).toHaveBeenCalledTimes(2);
  });

  it('passes an action on to the Drop-in, then settles with the additional details', async () => {
    const action = {
      type: 'redirect',
      method: 'GET',
      url: 'http://127.0.0.1:8069/payment/adyen/3ds?reference=S00042-1',
      paymentMethodType: 'scheme',
    };
    payAction.mockResolvedValue(
      ok<AdyenPaymentResult>({ resultCode: 'RedirectShopper', outcome: 'action', action }),
    );
    detailsAction.mockResolvedValue(
      ok<AdyenPaymentResult>({ resultCode: 'Authorised', outcome: 'authorised' }),
    );
    const { onOutcome } = renderDropIn();
    const config = await mountedConfig();
    const actions = await submit(config);
    await waitFor(() =>
      expect(actions.resolve).toHaveBeenCalledWith({ resultCode: 'RedirectShopper', action }),
    );
    expect(onOutcome).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(en.AdyenPayment.processing);

    const details = fakeActions();
    const state = { data: { details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ' } } };
    await act(async () => {
      config.onAdditionalDetails?.(state as AdditionalDetailsData, {} as never, details);
    });
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'authorised' }));
    expect(detailsAction).toHaveBeenCalledExactlyOnceWith({ acquirerId: 7, details: state.data });
    expect(details.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' });
  });

  it('makes one payment call for a double click', async () => {
    const answer = later<ActionResult<AdyenPaymentResult>>();
    payAction.mockReturnValue(answer.promise);
    const { onOutcome } = renderDropIn();
    const config = await mountedConfig();
    const first = await submit(config);
    const second = await submit(config);
    expect(payAction).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(ok({ resultCode: 'Authorised', outcome: 'authorised' })));
    expect(first.resolve).toHaveBeenCalledTimes(1);
    // The Drop-in gets its answer once: the second click is the first one's.
    expect(second.resolve).not.toHaveBeenCalled();
    expect(second.reject).not.toHaveBeenCalled();
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(setupAction).toHaveBeenCalledTimes(1);
  });

  it('sets up once when React mounts it twice (strict mode)', async () => {
    renderDropIn({ strict: true });
    await mountedConfig();
    expect(setupAction).toHaveBeenCalledTimes(1);
    expect(adyen.dropins.filter((dropin) => !dropin.unmounted)).toHaveLength(1);
  });

  it('rejects to the Drop-in only when the payment call itself fails', async () => {
    payAction.mockResolvedValue({ ok: false, error: en.AdyenActions.cartChanged });
    const { onOutcome } = renderDropIn();
    const actions = await submit(await mountedConfig());
    await waitFor(() => expect(actions.reject).toHaveBeenCalledTimes(1));
    expect(actions.resolve).not.toHaveBeenCalled();
    expect(onOutcome).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain(en.AdyenActions.cartChanged);
    expect(screen.getByRole('button', { name: en.AdyenPayment.retry })).toBeTruthy();
  });

  it('says why the setup failed and tries again', async () => {
    setupAction.mockResolvedValueOnce({ ok: false, error: en.AdyenActions.emptyCart });
    renderDropIn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.AdyenActions.emptyCart);
    expect(adyen.configs).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: en.AdyenPayment.retry }));
    await mountedConfig();
    expect(setupAction).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the payment service is unreachable when the setup call throws', async () => {
    setupAction.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderDropIn();
    expect((await screen.findByRole('alert')).textContent).toContain(en.AdyenPayment.offline);
  });
});
