import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Razorpay's REST API Flock uses, so tests drive the real `razorpay`
 * SDK over real HTTP: basic auth with the key id and secret, Razorpay's JSON entities (plan, customer,
 * subscription, order) and its error shape `{ error: { code, description, ... } }`. Test helpers play
 * Razorpay's other side: a checkout that pays a subscription (signed as the real checkout signs it)
 * and the webhooks Razorpay would send.
 */

export interface RazorpayStandInOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
}

type Entity = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** Whether the request carried this stand-in's key id and secret. */
  authenticated: boolean;
}

export interface SignedCheckout {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

export interface SignedWebhook {
  /** The raw body, as Razorpay sends it. */
  body: string;
  headers: { 'X-Razorpay-Signature': string; 'X-Razorpay-Event-Id': string; 'Content-Type': string };
}

export interface RazorpayStandIn {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  requests: RecordedRequest[];
  plans: Map<string, Entity>;
  customers: Map<string, Entity>;
  subscriptions: Map<string, Entity>;
  orders: Map<string, Entity>;
  /** The checkout's side: the subscription's first payment goes through; returns what checkout hands the page. */
  pay(subscriptionId: string, at?: Date): SignedCheckout;
  /** A payment for an order, signed as checkout signs order payments. */
  payOrder(orderId: string): {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  /** The next billing cycle is charged: the subscription's period moves on by a month. */
  renew(subscriptionId: string): Entity;
  /** Sets the subscription's status (halted, pending, completed, cancelled...) as Razorpay would over time. */
  setStatus(subscriptionId: string, status: string): Entity;
  /** A webhook about the subscription as it is now, signed with the webhook secret. */
  webhook(event: string, subscriptionId: string, eventId?: string): SignedWebhook;
  /** Answers every API call with this error until cleared (a Razorpay outage). */
  failNextRequests(error: { status: number; code: string; description: string } | null): void;
  close(): Promise<void>;
}

const MONTH_SECONDS = 30 * 24 * 60 * 60;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const randomId = (prefix: string) =>
  `${prefix}_${crypto
    .randomBytes(10)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 14)
    .padEnd(14, '0')}`;
const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

const badRequest = (description: string, field?: string) =>
  new ApiError(400, 'BAD_REQUEST_ERROR', description, field);
const notFound = () => badRequest('The id provided does not exist', 'id');

export async function startRazorpayStandIn(options: RazorpayStandInOptions = {}): Promise<RazorpayStandIn> {
  const keyId = options.keyId ?? `rzp_test_${crypto.randomBytes(7).toString('hex')}`;
  const keySecret = options.keySecret ?? crypto.randomBytes(18).toString('base64url');
  const webhookSecret = options.webhookSecret ?? crypto.randomBytes(18).toString('base64url');
  const requests: RecordedRequest[] = [];
  const plans = new Map<string, Entity>();
  const customers = new Map<string, Entity>();
  const subscriptions = new Map<string, Entity>();
  const orders = new Map<string, Entity>();
  /** Subscriptions canceled at the end of their cycle: still active until then. */
  const endingAtCycleEnd = new Set<string>();
  let outage: { status: number; code: string; description: string } | null = null;

  const find = (map: Map<string, Entity>, id: string | undefined) => {
    const entity = id ? map.get(id) : undefined;
    if (!entity) throw notFound();
    return entity;
  };

  const routes: Array<[string, RegExp, (match: string[], body: Record<string, unknown>) => Entity]> = [
    [
      'POST',
      /^\/v1\/plans$/,
      (_m, body) => {
        const item = (body.item ?? {}) as Record<string, unknown>;
        if (!['daily', 'weekly', 'monthly', 'yearly'].includes(String(body.period)))
          throw badRequest('The period field is invalid.', 'period');
        if (!Number.isInteger(item.amount) || Number(item.amount) < 100)
          throw badRequest('The amount must be at least INR 1.00.', 'amount');
        const plan: Entity = {
          id: randomId('plan'),
          entity: 'plan',
          interval: Number(body.interval ?? 1),
          period: body.period,
          item: {
            id: randomId('item'),
            active: true,
            name: item.name ?? 'Plan',
            description: item.description ?? null,
            amount: item.amount,
            unit_amount: item.amount,
            currency: item.currency ?? 'INR',
            type: 'plan',
          },
          notes: body.notes ?? {},
          created_at: seconds(new Date()),
        };
        plans.set(plan.id, plan);
        return plan;
      },
    ],
    ['GET', /^\/v1\/plans\/([^/]+)$/, ([, id]) => find(plans, id)],
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, body) => {
        if (typeof body.name !== 'string' || body.name === '')
          throw badRequest('The name field is required.', 'name');
        const existing = [...customers.values()].find((c) => c.email === body.email);
        if (existing) {
          if (String(body.fail_existing ?? '1') === '1')
            throw badRequest('Customer already exists for the merchant', 'email');
          return existing;
        }
        const customer: Entity = {
          id: randomId('cust'),
          entity: 'customer',
          name: body.name,
          email: body.email ?? null,
          contact: body.contact ?? null,
          gstin: null,
          notes: body.notes ?? {},
          created_at: seconds(new Date()),
        };
        customers.set(customer.id, customer);
        return customer;
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, ([, id]) => find(customers, id)],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_m, body) => {
        const plan = plans.get(String(body.plan_id));
        if (!plan) throw badRequest('The id provided does not exist', 'plan_id');
        if (!Number.isInteger(body.total_count) || Number(body.total_count) < 1)
          throw badRequest('The total count field is required.', 'total_count');
        if (body.customer_id !== undefined && !customers.has(String(body.customer_id)))
          throw badRequest('The id provided does not exist', 'customer_id');
        const now = seconds(new Date());
        const subscription: Entity = {
          id: randomId('sub'),
          entity: 'subscription',
          plan_id: plan.id,
          customer_id: body.customer_id ?? null,
          status: 'created',
          current_start: null,
          current_end: null,
          ended_at: null,
          quantity: Number(body.quantity ?? 1),
          notes: body.notes ?? {},
          charge_at: null,
          start_at: null,
          end_at: null,
          auth_attempts: 0,
          total_count: body.total_count,
          paid_count: 0,
          customer_notify: body.customer_notify === undefined ? true : Boolean(body.customer_notify),
          created_at: now,
          expire_by: body.expire_by ?? null,
          short_url: `https://rzp.io/i/${crypto.randomBytes(5).toString('hex')}`,
          has_scheduled_changes: false,
          change_scheduled_at: null,
          source: 'api',
          payment_method: null,
          offer_id: null,
          remaining_count: body.total_count,
        };
        subscriptions.set(subscription.id, subscription);
        return subscription;
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, ([, id]) => find(subscriptions, id)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)\/cancel$/,
      ([, id], body) => {
        const subscription = find(subscriptions, id);
        if (['cancelled', 'completed', 'expired'].includes(String(subscription.status)))
          throw badRequest(
            `Subscription is not cancellable in ${String(subscription.status)} status.`,
            'status',
          );
        const atCycleEnd = ['1', 'true'].includes(String(body.cancel_at_cycle_end));
        if (atCycleEnd && subscription.status === 'active') {
          endingAtCycleEnd.add(subscription.id);
          return { ...subscription, ended_at: null };
        }
        subscription.status = 'cancelled';
        subscription.ended_at = seconds(new Date());
        endingAtCycleEnd.delete(subscription.id);
        return subscription;
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)\/resume$/,
      ([, id], body) => {
        const subscription = find(subscriptions, id);
        if (body.resume_at !== undefined && body.resume_at !== 'now')
          throw badRequest('The resume at field is invalid.', 'resume_at');
        if (endingAtCycleEnd.delete(subscription.id)) return subscription;
        if (subscription.status !== 'paused')
          throw badRequest(
            `Subscription is not resumable in ${String(subscription.status)} status.`,
            'status',
          );
        subscription.status = 'active';
        return subscription;
      },
    ],
    [
      'POST',
      /^\/v1\/orders$/,
      (_m, body) => {
        if (!Number.isInteger(body.amount) || Number(body.amount) < 100)
          throw badRequest('The amount must be atleast INR 1.00', 'amount');
        const order: Entity = {
          id: randomId('order'),
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency ?? 'INR',
          receipt: body.receipt ?? null,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: body.notes ?? {},
          created_at: seconds(new Date()),
        };
        orders.set(order.id, order);
        return order;
      },
    ],
    ['GET', /^\/v1\/orders\/([^/]+)$/, ([, id]) => find(orders, id)],
  ];

  const isAuthorized = (header: string | undefined) => {
    if (!header?.startsWith('Basic ')) return false;
    const given = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const expected = `${keyId}:${keySecret}`;
    return (
      given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    );
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const fail = (error: ApiError) =>
        send(error.status, {
          error: {
            code: error.code,
            description: error.message,
            source: 'business',
            step: 'payment_initiation',
            reason: 'input_validation_failed',
            metadata: {},
            field: error.field ?? null,
          },
        });
      const path = (req.url ?? '/').split('?')[0]!;
      let body: Record<string, unknown>;
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return fail(badRequest('The request body is not valid JSON'));
      }
      const authenticated = isAuthorized(req.headers.authorization);
      requests.push({ method: req.method ?? 'GET', path, body, authenticated });
      if (!authenticated) return fail(new ApiError(401, 'BAD_REQUEST_ERROR', 'Authentication failed'));
      if (outage) return fail(new ApiError(outage.status, outage.code, outage.description));
      for (const [method, pattern, handle] of routes) {
        const match = method === req.method ? pattern.exec(path) : null;
        if (!match) continue;
        try {
          return send(200, handle([...match], body));
        } catch (error) {
          if (error instanceof ApiError) return fail(error);
          return fail(
            new ApiError(500, 'SERVER_ERROR', 'We are facing some trouble completing your request'),
          );
        }
      }
      fail(badRequest('The requested URL was not found on the server.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const activate = (subscription: Entity, start: Date) => {
    subscription.status = 'active';
    subscription.current_start = seconds(start);
    subscription.current_end = seconds(start) + MONTH_SECONDS;
    subscription.charge_at = subscription.current_end;
    subscription.start_at = subscription.start_at ?? seconds(start);
    subscription.paid_count = Number(subscription.paid_count) + 1;
    subscription.remaining_count = Number(subscription.total_count) - Number(subscription.paid_count);
    subscription.payment_method = 'upi';
  };

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    requests,
    plans,
    customers,
    subscriptions,
    orders,
    pay(subscriptionId, at = new Date()) {
      const subscription = find(subscriptions, subscriptionId);
      activate(subscription, at);
      const paymentId = randomId('pay');
      return {
        razorpay_payment_id: paymentId,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: hmac(keySecret, `${paymentId}|${subscriptionId}`),
      };
    },
    payOrder(orderId) {
      const order = find(orders, orderId);
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
      const paymentId = randomId('pay');
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: hmac(keySecret, `${orderId}|${paymentId}`),
      };
    },
    renew(subscriptionId) {
      const subscription = find(subscriptions, subscriptionId);
      const start = Number(subscription.current_end ?? seconds(new Date()));
      activate(subscription, new Date(start * 1000));
      return subscription;
    },
    setStatus(subscriptionId, status) {
      const subscription = find(subscriptions, subscriptionId);
      subscription.status = status;
      if (status === 'cancelled' || status === 'completed') {
        subscription.ended_at = seconds(new Date());
        endingAtCycleEnd.delete(subscriptionId);
      }
      return subscription;
    },
    webhook(event, subscriptionId, eventId = randomId('evt')) {
      const subscription = find(subscriptions, subscriptionId);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_StandIn0000001',
        event,
        contains: ['subscription'],
        payload: { subscription: { entity: subscription } },
        created_at: seconds(new Date()),
      });
      return {
        body,
        headers: {
          'X-Razorpay-Signature': hmac(webhookSecret, body),
          'X-Razorpay-Event-Id': eventId,
          'Content-Type': 'application/json',
        },
      };
    },
    failNextRequests(error) {
      outage = error;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
