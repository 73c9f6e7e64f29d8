import type { FastifyInstance } from 'fastify';
import { cardProcessorRoutes as R } from '../../contract/stores/card-processor-routes';

/** The simulated processor's "authorize" page (a stand-in for the processor's site, demo only). */
export const SIMULATED_CONNECT_ROUTE = '/api/card-processor/simulated/connect';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Authorize goes back to our callback with a fresh code and the state; Cancel goes back with
 * error=access_denied, as Stripe's page does. The page stands for the processor's own site, so its
 * words are the processor's (both languages side by side), not the panel's locale files.
 */
export function registerSimulatedConnectPage(app: FastifyInstance, simulator: { authorize(): string }): void {
  app.get(SIMULATED_CONNECT_ROUTE, async (request, reply) => {
    const raw = (request.query as Record<string, unknown> | undefined)?.['state'];
    const state = typeof raw === 'string' ? raw.slice(0, 512) : '';
    const back = (params: Record<string, string>) => escapeHtml(`${R.stripeConnectCallback.path}?${new URLSearchParams({ ...params, state })}`);
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulated card processor</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e}a{display:inline-block;margin:.5rem .5rem 0 0;padding:.6rem 1.2rem;border-radius:6px;text-decoration:none}.go{background:#635bff;color:#fff}.no{border:1px solid #ccc;color:#1a1b1e}</style>
</head><body>
<h1>Simulated card processor <small lang="fr">/ Processeur de paiement simulé</small></h1>
<p>The dealer panel asks to connect your account to accept deposits. <span lang="fr">Le panneau concessionnaire demande à connecter votre compte pour accepter les dépôts.</span></p>
<p><a class="go" href="${back({ code: simulator.authorize() })}">Authorize / Autoriser</a><a class="no" href="${back({ error: 'access_denied' })}">Cancel / Annuler</a></p>
</body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
