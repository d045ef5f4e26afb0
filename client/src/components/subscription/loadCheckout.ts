import { RAZORPAY_CHECKOUT_URL } from '@flock/shared';
import type { RazorpayConstructor } from './checkoutOptions';

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const LOAD_TIMEOUT_MS = 20_000;
let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Razorpay's checkout script, loaded from Razorpay the first time it is needed (spec 000: "loaded
 * from the provider if absent"). A failed load is forgotten, so the next attempt tries again.
 */
export function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    const timer = window.setTimeout(
      () => fail(new Error('The checkout took too long to load')),
      LOAD_TIMEOUT_MS,
    );
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(error);
    }
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail(new Error('The checkout script did not start'));
    };
    script.onerror = () => fail(new Error('The checkout script could not be loaded'));
    document.head.appendChild(script);
  });
  return loading;
}
