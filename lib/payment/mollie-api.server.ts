import 'server-only';
import {
  createMollieClient,
  MollieApiError,
  type Locale as MollieLocale,
  type Payment,
  type PaymentMethod,
} from '@mollie/api-client';
import { z } from 'zod';
import { MollieError } from './mollie-error';

// The two Mollie calls the shop makes (create a payment, get a payment), configured from
// MOLLIE_API_KEY and MOLLIE_API_URL. Mollie itself is reached with @mollie/api-client. A stand-in
// on this machine over plain HTTP (mock-odoo's emulator in development and tests) is reached with
// fetch instead, because the client cannot: it sends every request through an https.Agent with
// its own CA bundle, so an http:// apiEndpoint fails ('Protocol "http:" not supported') and a
// self-signed certificate is never trusted. Both speak the same REST contract and fail the same
// way (MollieApiError with Mollie's status code).

const DEFAULT_API_ENDPOINT = 'https://api.mollie.com:443/v2/';
/** Per request to a stand-in; a slow one must not hold a checkout or a webhook forever. */
const STAND_IN_TIMEOUT_MS = 10_000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface MollieConfig {
  apiKey: string;
  /** Ends with exactly one slash: the client resolves `payments` relative to it. */
  apiEndpoint: string;
  /** False when MOLLIE_API_URL points at a stand-in. */
  isMollie: boolean;
}

/** Read on every call, like lib/odoo's configuration: tests and scripts set it after import. */
export function mollieConfig(): MollieConfig {
  const apiKey = process.env.MOLLIE_API_KEY?.trim();
  if (!apiKey) throw new MollieError('not-configured');
  const configured = process.env.MOLLIE_API_URL?.trim();
  const apiEndpoint = configured ? `${configured.replace(/\/+$/, '')}/` : DEFAULT_API_ENDPOINT;
  let url: URL;
  try {
    url = new URL(apiEndpoint);
  } catch {
    throw new MollieError('not-configured');
  }
  // Plain HTTP would send the API key in the clear: only to a stand-in on this machine.
  const secure = url.protocol === 'https:';
  if (!secure && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
    throw new MollieError('not-configured');
  }
  return { apiKey, apiEndpoint, isMollie: !configured };
}

/** Whether the shop can offer Mollie at all (a checkout hides the option otherwise). */
export function mollieConfigured(): boolean {
  try {
    mollieConfig();
    return true;
  } catch {
    return false;
  }
}

export interface MolliePaymentRequest {
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  locale: MollieLocale;
  metadata: { reference: string; transactionId: number };
  method?: PaymentMethod;
}

/** What the shop reads of a payment. */
export interface MolliePayment {
  id: string;
  status: string;
  metadata: unknown;
  /** Only while the shopper can still pay. */
  checkoutUrl: string | null;
}

export interface MollieApi {
  createPayment(request: MolliePaymentRequest, idempotencyKey: string): Promise<MolliePayment>;
  /** Null when Mollie knows no such payment (404): not ours, or made up. */
  getPayment(id: string): Promise<MolliePayment | null>;
}

let cached: { key: string; api: MollieApi } | null = null;

export function mollieApi(config: MollieConfig = mollieConfig()): MollieApi {
  const key = `${config.apiEndpoint}\u0000${config.apiKey}`;
  if (cached?.key !== key) {
    const api = config.apiEndpoint.startsWith('https:') ? clientApi(config) : standInApi(config);
    cached = { key, api };
  }
  return cached.api;
}

const notFound = (error: unknown) => error instanceof MollieApiError && error.statusCode === 404;

// --- Mollie, through @mollie/api-client --------------------------------------------------------

function clientApi(config: MollieConfig): MollieApi {
  const client = createMollieClient({ apiKey: config.apiKey, apiEndpoint: config.apiEndpoint });
  const read = (payment: Payment): MolliePayment => ({
    id: payment.id,
    status: payment.status,
    metadata: payment.metadata,
    checkoutUrl: payment.getCheckoutUrl() ?? null,
  });
  return {
    createPayment: async (request, idempotencyKey) =>
      read(await client.payments.create({ ...request, idempotencyKey })),
    getPayment: async (id) => {
      try {
        return read(await client.payments.get(id));
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
  };
}

// --- A stand-in over plain HTTP ----------------------------------------------------------------

const paymentResource = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  metadata: z.unknown(),
  _links: z.object({ checkout: z.object({ href: z.string() }).optional() }).optional(),
});

const errorResource = z.object({
  detail: z.string().optional(),
  title: z.string().optional(),
  field: z.string().optional(),
});

function standInApi(config: MollieConfig): MollieApi {
  async function call(path: string, init: RequestInit = {}): Promise<MolliePayment> {
    const response = await fetch(new URL(path, config.apiEndpoint), {
      ...init,
      headers: {
        accept: 'application/hal+json',
        authorization: `Bearer ${config.apiKey}`,
        'content-type': 'application/json',
        ...init.headers,
      },
      signal: AbortSignal.timeout(STAND_IN_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = errorResource.safeParse(body);
      const info = error.success ? error.data : {};
      throw new MollieApiError(info.detail ?? `HTTP ${response.status}`, {
        statusCode: response.status,
        title: info.title,
        field: info.field,
      });
    }
    const payment = paymentResource.safeParse(body);
    if (!payment.success) throw new MollieApiError('Received unexpected response from the server');
    return {
      id: payment.data.id,
      status: payment.data.status,
      metadata: payment.data.metadata ?? null,
      checkoutUrl: payment.data._links?.checkout?.href ?? null,
    };
  }
  return {
    createPayment: (request, idempotencyKey) =>
      call('payments', {
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: JSON.stringify(request),
      }),
    getPayment: async (id) => {
      try {
        return await call(`payments/${encodeURIComponent(id)}`);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
  };
}
