import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { demoPayments } from './demo';
import type { PaymentProvider } from './payments';
import { stripePayments } from './stripe';

/** Stripe when STRIPE_SECRET_KEY is set, else the demo provider. */
export function createPayments(env: Env, db: Database): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripePayments(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET) : demoPayments(db);
}
