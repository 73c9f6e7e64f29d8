import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { accessRoutes as R } from '../../contract/access/access-routes';
import type { Language } from '@dealer-panel/core/access/dealer-user';
import { browserLanguage } from '@dealer-panel/core/access/browser-language';
import { LANGUAGE_COOKIE, LAST_LANGUAGE_COOKIE, type CookiePolicy } from './cookies';
import { decodeBody } from './decode';
import { problem, sendProblem } from './problem';
import type { ServerDeps } from '../server-deps';
import { optionalSession, requireSession } from '../access/session-guard';
import { staticData } from './static-data';

export interface AppInfo {
  readonly version: string;
  readonly appMode: 'demo' | 'production';
  readonly activixRedirectUrl: string;
  /** The browser's monitoring ids (GOOGLE_ANALYTICS_ID, OPTIMIZELY_PROJECT_ID, DEALER_SENTRY_DSN); blank when unset. */
  readonly monitoring?: { readonly googleAnalyticsId: string; readonly optimizelyProjectId: string; readonly sentryDsn: string };
}

const LANGUAGES: readonly Language[] = ['en_CA', 'en_US', 'fr_CA'];
const isLanguage = (s: unknown): s is Language => typeof s === 'string' && (LANGUAGES as readonly string[]).includes(s);

export function registerAppRoutes(app: FastifyInstance, deps: ServerDeps, policy: CookiePolicy, info: AppInfo): void {
  app.get(R.settings.path, async () => ({
    GoogleAnalyticsID: info.monitoring?.googleAnalyticsId ?? '',
    OptimizelyProjectID: info.monitoring?.optimizelyProjectId ?? '',
    DealerSentryDSN: info.monitoring?.sentryDsn ?? '',
    version: info.version,
    ActivixDealerPanelRedirectUrl: info.activixRedirectUrl,
    app_mode: info.appMode,
    text_messages: deps.textMessages,
  }));

  // Language: the session's, else the choice made on this browser (cookie), else the user's, else the
  // one the last person to sign out here used (a French rep signs out to a French sign-in page), else
  // what the browser asks for (Accept-Language: a fr-CA browser's first visit is in French), else en_US.
  app.get(R.getLanguage.path, async (request, reply) => {
    const ctx = await optionalSession(deps, request);
    const candidates = [
      ctx?.session.language, request.cookies[LANGUAGE_COOKIE], ctx?.user.language,
      request.cookies[LAST_LANGUAGE_COOKIE], browserLanguage(request.headers['accept-language']),
    ];
    reply.header('Vary', 'Accept-Language, Cookie').header('Cache-Control', 'no-store');
    return { language: candidates.find(isLanguage) ?? 'en_US' };
  });

  app.post(R.setLanguage.path, async (request, reply) => {
    const body = decodeBody(R.setLanguage.body, request.body);
    if (E.isLeft(body)) return sendProblem(reply, body.left);
    await deps.access.setLanguage(await optionalSession(deps, request), body.right.language);
    reply.setCookie(LANGUAGE_COOKIE, body.right.language, { path: '/', sameSite: 'lax', secure: policy.secure, maxAge: 365 * 24 * 3600 });
    return { language: body.right.language };
  });

  app.get(R.staticData.path, async (request, reply) => {
    const ctx = await requireSession(deps, request, reply, 'verified');
    if (!ctx) return reply;
    return staticData(deps.staticFlags);
  });

  const hooks = deps.testHooks;
  if (hooks && info.appMode === 'demo') {
    // Lets the browser tests see a real 440: the session is made to look idle for 31 minutes.
    app.post('/api/demo/test/idle_session/', async (request, reply) => {
      const ctx = await requireSession(deps, request, reply, 'session');
      if (!ctx) return reply;
      await hooks.idleSession(ctx, 31);
      return { detail: 'idle' };
    });
    // Lets the browser tests show the Messages screen a failed message without a relay or a provider (issue 30.4).
    app.post('/api/demo/test/message/', async (request, reply) => {
      const ctx = await requireSession(deps, request, reply, 'verified');
      if (!ctx) return reply;
      const dealershipId = ctx.session.dealershipId;
      if (dealershipId === null) return sendProblem(reply, problem(409, 'dealership_required'));
      return { id: await hooks.message({ ...ctx, dealershipId }, (request.body ?? {}) as Record<string, unknown>) };
    });
  }

  app.get(R.demoOutbox.path, async (_request, reply) => {
    if (info.appMode !== 'demo') return sendProblem(reply, problem(404, 'not_found'));
    reply.header('Cache-Control', 'no-store');
    return (await deps.outbox.latest(50)).map((m) => ({ channel: m.channel, to: m.to, subject: m.subject, body: m.body, created_at: m.createdAt.toISOString(),
      attachments: m.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, content: a.content })) }));
  });
}
