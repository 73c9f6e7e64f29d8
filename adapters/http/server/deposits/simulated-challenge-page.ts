import type { FastifyInstance } from 'fastify';

/** The page's path: the simulated processor names the same one in its next-action URLs (adapters/card-processor/simulated-deposit-processor.ts). */
export const SIMULATED_CHALLENGE_ROUTE = '/api/card-processor/simulated/challenge';

/** What the challenge page needs of the simulated processor (bound by adapters/di when it is the one configured). */
export interface DepositChallenge {
  challengeOf(accountId: string, paymentId: string): { readonly returnUrl: string; readonly amountCents: number; readonly currency: string } | null;
  settleChallenge(accountId: string, paymentId: string, passed: boolean): { readonly returnUrl: string } | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const text = (query: unknown, name: string) => {
  const raw = (query as Record<string, unknown> | undefined)?.[name];
  return typeof raw === 'string' ? raw.slice(0, 200) : '';
};
const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulated bank — 3-D Secure</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e}a{display:inline-block;margin:.5rem .5rem 0 0;padding:.6rem 1.2rem;border-radius:6px;text-decoration:none}.go{background:#1c7ed6;color:#fff}.no{border:1px solid #868e96;color:#1a1b1e}</style>
</head><body>${body}</body></html>`;

/**
 * The simulated bank's 3-D Secure challenge (demo only, next to the simulated connect page): the
 * customer completes or fails it, the payment is settled at the simulated processor (which tells
 * our webhook), and the customer goes back to the shop's deposit page, which confirms. The page
 * stands for the bank's own site, so its words are the bank's, both languages side by side.
 */
export function registerSimulatedChallengePage(app: FastifyInstance, challenge: DepositChallenge): void {
  app.get(SIMULATED_CHALLENGE_ROUTE, async (request, reply) => {
    const account = text(request.query, 'account');
    const payment = text(request.query, 'payment');
    const waiting = challenge.challengeOf(account, payment);
    if (waiting === null) {
      return reply.code(404).type('text/html; charset=utf-8').send(page('<h1>Nothing to confirm <small lang="fr">/ Rien à confirmer</small></h1><p>This payment waits on no verification. <span lang="fr">Ce paiement n\'attend aucune vérification.</span></p>'));
    }
    const answer = (passed: boolean) => escapeHtml(`${SIMULATED_CHALLENGE_ROUTE}/answer?${new URLSearchParams({ account, payment, passed: passed ? '1' : '0' })}`);
    const amount = `${(waiting.amountCents / 100).toFixed(2)} ${waiting.currency}`;
    return reply.type('text/html; charset=utf-8').send(page(`<main>
<h1>Simulated bank — 3-D Secure <small lang="fr">/ Banque simulée</small></h1>
<p>Confirm the payment of <strong>${escapeHtml(amount)}</strong> with your card. <span lang="fr">Confirmez le paiement de <strong>${escapeHtml(amount)}</strong> avec votre carte.</span></p>
<p><a class="go" href="${answer(true)}">Complete / Confirmer</a><a class="no" href="${answer(false)}">Fail / Refuser</a></p>
</main>`));
  });

  app.get(`${SIMULATED_CHALLENGE_ROUTE}/answer`, async (request, reply) => {
    const settled = challenge.settleChallenge(text(request.query, 'account'), text(request.query, 'payment'), text(request.query, 'passed') === '1');
    if (settled === null) return reply.code(404).type('text/html; charset=utf-8').send(page('<h1>Nothing to confirm <small lang="fr">/ Rien à confirmer</small></h1>'));
    return reply.redirect(settled.returnUrl, 303);
  });
}
