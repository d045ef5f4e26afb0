import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { PaymentProviderError, type PaymentGateway } from '../services/payments/paymentGateway.js';

/** The payment gateway, or 400 `payments_not_configured` on a server without Razorpay keys. */
export function requirePayments(ctx: AppContext): PaymentGateway {
  if (!ctx.payments) throw new AppError('payments_not_configured');
  return ctx.payments;
}

/**
 * Runs calls to the provider: a refusal or outage is logged with Razorpay's status, code and text
 * (never the request) and answered 502 `payment_provider_error`.
 */
export async function atProvider<T>(ctx: AppContext, action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.logger.warn(
      { action, provider: { status: error.status, code: error.providerCode, description: error.message } },
      'payment provider refused or failed',
    );
    throw new AppError('payment_provider_error');
  }
}
