/**
 * `npm run stripe:local`: the local Stripe server for trying payments without a Stripe account.
 * Reads STRIPE_LOCAL_PORT (12111), STRIPE_LOCAL_WEBHOOK_URL (http://localhost:3000/api/stripe/webhook)
 * and STRIPE_WEBHOOK_SECRET (whsec_local), and prints what to give the app.
 */
import { startStripeLocal } from './server';
import { SEEDED_PRICES } from './store';

const port = Number(process.env.STRIPE_LOCAL_PORT || 12111);
const webhookUrl =
  process.env.STRIPE_LOCAL_WEBHOOK_URL || 'http://localhost:3000/api/stripe/webhook';
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_local';

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`STRIPE_LOCAL_PORT must be a port number, not "${process.env.STRIPE_LOCAL_PORT}"`);
  process.exit(1);
}

const server = await startStripeLocal({
  port,
  webhookUrl,
  webhookSecret,
  log: (line) => console.log(`[stripe-local] ${line}`),
}).catch((err: NodeJS.ErrnoException) => {
  console.error(
    err.code === 'EADDRINUSE'
      ? `Port ${port} is in use: set STRIPE_LOCAL_PORT to another port.`
      : `The local Stripe server could not start: ${err.message}`,
  );
  process.exit(1);
});

const vars = {
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_MONTHLY: SEEDED_PRICES[0].id,
  STRIPE_PRICE_ANNUAL: SEEDED_PRICES[1].id,
  STRIPE_API_URL: server.url,
};
console.log(`Local Stripe server (test mode, nothing is charged) on ${server.url}
Prices: ${SEEDED_PRICES.map((p) => `${p.id} (AUD ${(p.unitAmount / 100).toFixed(2)} a ${p.interval})`).join(', ')}
Events are sent to ${webhookUrl}, signed with ${webhookSecret}.

Start MedRecon with these variables, e.g. in another terminal:
${Object.entries(vars)
  .map(([k, v]) => `  ${k}=${v}`)
  .join(' \\\n')} \\
  npm start
`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
