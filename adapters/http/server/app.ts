import { registerCreditRoutes } from './credit/credit-routes';
import { registerTradeInRoutes } from './trade-ins/trade-in-routes';
import { registerAdfRoutes } from './leads/adf-routes';
import { registerAnalyticsRoutes } from './analytics/analytics-routes';
import { registerQuestionRoutes } from './trade-ins/question-routes';
import { registerDmsRoutes } from './dms/dms-routes';
import { registerPictureRoutes } from './trade-ins/picture-routes';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyRedis from '@fastify/redis';
import type { CookiePolicy } from './platform/cookies';
import { registerCsrf } from './platform/csrf';
import { problem, sendProblem } from './platform/problem';
import { defaultRateLimits, type RateLimits } from './platform/rate-limits';
import { registerAccessRoutes } from './access/access-routes';
import { registerAppRoutes, type AppInfo } from './platform/app-routes';
import { registerCustomerLinkRoutes } from './customers/customer-link-routes';
import { registerShopRoutes } from './customers/shop-routes';
import { registerCustomerSignIn } from './customers/customer-sign-in-routes';
import { registerCustomerRoutes } from './customers/customer-routes';
import { registerCustomerMergeRoutes } from './customers/customer-merge-routes';
import { registerCustomerImportRoutes } from './customers/customer-import-routes';
import { registerOrderRoutes } from './orders/order-routes';
import { registerRecapRoutes } from './orders/recap-routes';
import { registerTimelineRoutes } from './orders/timeline-routes';
import { registerAppointmentRoutes } from './appointments/appointment-routes';
import { registerCustomerAppointmentRoutes } from './appointments/customer-appointment-routes';
import { registerCustomerDepositRoutes } from './deposits/customer-deposit-routes';
import { registerCustomerTradeInRoutes } from './trade-ins/customer-trade-in-routes';
import { registerDepositRoutes } from './deposits/deposit-routes';
import { registerQuoteRoutes } from './quotes/quote-routes';
import { registerStripeWebhook } from './deposits/stripe-webhook-routes';
import { registerTwilioWebhooks } from './messages/twilio-webhook-routes';
import { registerInventoryRoutes } from './inventory/inventory-routes';
import { registerImportRoutes } from './inventory/import-routes';
import { registerInventoryFeedRoutes } from './inventory/inventory-feed-routes';
import { registerFeeRoutes } from './fees/fee-routes';
import { registerPricingRoutes } from './analytics/pricing-routes';
import { registerAddonRoutes } from './addons/addon-routes';
import { registerPaymentRoutes } from './payments/payment-routes';
import { registerLocalTaxRoutes } from './payments/local-tax-routes';
import { registerDeskingRoutes } from './payments/desking-routes';
import { registerCardProcessorRoutes } from './stores/card-processor-routes';
import { registerDisclosuresRoutes } from './stores/disclosures-routes';
import { registerUserRoutes } from './people/users-routes';
import { registerStoreRoutes } from './stores/store-routes';
import { registerOrganizationRoutes } from './stores/organization-routes';
import { registerSsoRoutes } from './access/sso-routes';
import { requireSession } from './access/session-guard';
import { registerSsoSettingsRoutes } from './stores/sso-settings-routes';
import type { ServerDeps } from './server-deps';
import { registerProfileRoutes } from './people/profile-routes';
import { registerAuditTrailRoutes } from './people/audit-trail-routes';
import { registerMessageRoutes } from './messages/message-routes';
import { registerWithUploads } from './platform/uploads';
import { registerDocumentRoutes } from './documents/document-routes';
import { registerCustomerDocumentRoutes } from './documents/customer-document-routes';
import { registerNotificationRoutes } from './notifications/notification-routes';
import { registerOpenApi } from './platform/openapi';
import { registerStaticUi } from './platform/static-ui';
import { registerLocaleFiles } from './platform/locale-files';
import { registerCompression } from './platform/compression';
import { registerSecurityHeaders } from './platform/security-headers';
import { thirdPartyScripts } from './platform/third-party-scripts';
import { registerTextGuard } from './platform/text-guard';
import { registerOperationGuard } from './platform/operation-guard';
import { sharedRateLimitStore } from './platform/shared-rate-limit-store';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './platform/database-unavailable';
import type { ErrorReporter } from '@dealer-panel/core/shared/ports/error-reporter';
import { logErrorReporter } from './platform/log-error-reporter';
import { boundedErrSerializer } from './platform/bounded-error';
import { wroteNothing } from './platform/nothing-written';
import { registerErrorReportRoutes, reportServerError } from './platform/error-report-routes';
import { registerMarketscanRoutes } from './fees/marketscan-routes';
import { fastifyTrustProxy, TRUST_NONE, type TrustedProxies } from './platform/trusted-proxies';

export interface AppOptions {
  readonly deps: ServerDeps;
  readonly cookieSecret: string;
  readonly uiDir: string;
  /** The customer app's build (served under /shop/); none: /shop/ answers 503. */
  readonly shopDir?: string;
  readonly logger: boolean | { readonly level: string };
  readonly info: AppInfo;
  readonly rateLimits?: RateLimits;
  /** Default: none, so a client cannot pick its own address with X-Forwarded-For. */
  readonly trustProxy?: TrustedProxies;
  /** Where unhandled 500s and the browser's failed calls are reported (default: the log). */
  readonly errorReporter?: ErrorReporter;
  /** API_DOCS: who may read /api/docs; default public in demo mode, signed-in staff in production. */
  readonly apiDocs?: ApiDocsAudience;
}

export type ApiDocsAudience = 'public' | 'staff';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Errors are logged bounded (issue 29.7): a failed query's message carries the request's values.
  const logger: NonNullable<FastifyServerOptions['logger']> = options.logger === false ? false
    : { level: options.logger === true ? 'info' : options.logger.level, redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]'], serializers: { err: boundedErrSerializer } };
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? TRUST_NONE),
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { coerceTypes: false } },
  });
  const policy: CookiePolicy = { secure: options.info.appMode === 'production' };
  const reporter = options.errorReporter ?? logErrorReporter(app.log);
  registerSecurityHeaders(app, options.info.appMode);
  await registerCompression(app);
  await app.register(fastifyCookie, { secret: options.cookieSecret });
  // REDIS_URL: the composition root's client (it opened and checked it, and closes it), as `app.redis`.
  if (options.deps.redis !== undefined) await app.register(fastifyRedis, { client: options.deps.redis, closeClient: false });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.deps.rateCounter === undefined ? {} : { store: sharedRateLimitStore(options.deps.rateCounter) }),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, code: 'rate_limited', message: `Too many attempts; try again in ${Math.ceil(context.ttl / 1000)} seconds.` }),
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendProblem(reply, problem(503, 'database_unavailable', { detail: 'The database cannot be reached; try again in a moment.' }));
    }
    const status = error.statusCode ?? 500;
    // The reporter writes the log line (and sends it on when Sentry is configured).
    if (status >= 500) reportServerError(reporter, request, error);
    if (status === 429) return sendProblem(reply, problem(429, 'rate_limited', { detail: error.message }));
    if (status === 400) return sendProblem(reply, problem(400, 'bad_request', { detail: error.message }));
    if (status < 500) return sendProblem(reply, problem(status, (error.code ?? 'error').toLowerCase()));
    return sendProblem(reply, problem(500, 'internal_error'));
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problem(404, 'not_found', { detail: `${request.method} ${request.url.split('?')[0] ?? ''}` })),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    // A write answered: counts cached for the customer list may be out of date (list-count-cache.ts).
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && !wroteNothing(request)) options.deps.writeDone?.();
    // A route that chose its own caching (uploaded media) keeps it.
    if ((request.url.startsWith('/api/') || request.url.startsWith('/i18n/')) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  registerCsrf(app, policy);
  registerTextGuard(app);
  registerOperationGuard(app, options.deps);
  const apiDocs = options.apiDocs ?? (options.info.appMode === 'demo' ? 'public' : 'staff');
  await registerOpenApi(app, options.info.version, apiDocs === 'public' ? null : async (request, reply) => {
    // Staff with the one-time code passed, as for any dealer page; the answer is the session guard's.
    if (!(await requireSession(options.deps, request, reply, 'verified'))) return reply;
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      // A database that does not answer within its time is as good as down: health never hangs.
      await Promise.race([options.deps.pingDatabase(), new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), 1_500).unref())]);
      // Redis away is not a failure: rate limits and counts fall back (docs/reliability.md); it is told.
      if (!app.hasDecorator('redis')) return { status: 'ok', database: 'ok' };
      return { status: 'ok', database: 'ok', redis: await app.redis.ping().then(() => 'ok', () => 'unavailable') };
    } catch (error) {
      reply.log.error({ err: error }, 'health check: database unreachable');
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendProblem(reply, problem(503, 'database_unavailable', { detail: 'The database cannot be reached.' }));
    }
  });
  registerAccessRoutes(app, options.deps, policy, options.rateLimits ?? defaultRateLimits());
  registerAppRoutes(app, options.deps, policy, options.info);
  registerCustomerRoutes(app, options.deps);
  registerCustomerMergeRoutes(app, options.deps);
  await registerCustomerImportRoutes(app, options.deps);
  registerCustomerLinkRoutes(app, options.deps);
  registerOrderRoutes(app, options.deps);
  registerTimelineRoutes(app, options.deps);
  registerRecapRoutes(app, options.deps);
  registerAppointmentRoutes(app, options.deps);
  registerCustomerAppointmentRoutes(app, options.deps);
  registerCustomerTradeInRoutes(app, options.deps);
  registerDepositRoutes(app, options.deps);
  await registerStripeWebhook(app, options.deps);
  registerInventoryRoutes(app, options.deps);
  registerFeeRoutes(app, options.deps);
  registerPricingRoutes(app, options.deps);
  registerMarketscanRoutes(app, options.deps);
  const limits = options.rateLimits ?? defaultRateLimits();
  registerErrorReportRoutes(app, reporter, limits.clientErrors);
  await registerTwilioWebhooks(app, options.deps, limits.textWebhooks);
  await registerAddonRoutes(app, options.deps, limits.customerAddons, limits.fallbackPrice);
  registerCustomerDepositRoutes(app, options.deps, limits.customerDeposit);
  registerPaymentRoutes(app, options.deps);
  await registerLocalTaxRoutes(app, options.deps);
  registerDeskingRoutes(app, options.deps);
  await registerWithUploads(app, 1, (scope) => registerProfileRoutes(scope, options.deps));
  registerAuditTrailRoutes(app, options.deps);
  registerMessageRoutes(app, options.deps);
  registerAnalyticsRoutes(app, options.deps);
  registerDisclosuresRoutes(app, options.deps);
  registerCardProcessorRoutes(app, options.deps);
  registerUserRoutes(app, options.deps);
  await registerStoreRoutes(app, options.deps);
  registerOrganizationRoutes(app, options.deps);
  await registerSsoRoutes(app, options.deps, policy, limits);
  registerSsoSettingsRoutes(app, options.deps);
  await registerDocumentRoutes(app, options.deps);
  await registerCustomerDocumentRoutes(app, options.deps);
  registerNotificationRoutes(app, options.deps);
  registerQuoteRoutes(app, options.deps);
  registerCreditRoutes(app, options.deps);
  registerShopRoutes(app, options.deps);
  registerCustomerSignIn(app, options.deps, policy, limits);
  registerTradeInRoutes(app, options.deps);
  await registerAdfRoutes(app, options.deps);
  await registerImportRoutes(app, options.deps);
  registerQuestionRoutes(app, options.deps);
  registerDmsRoutes(app, options.deps);
  await registerPictureRoutes(app, options.deps, limits.publicGallery);
  registerInventoryFeedRoutes(app, options.deps, limits.inventoryFeeds);
  registerLocaleFiles(app);
  const thirdParty = thirdPartyScripts(options.info.monitoring);
  if (thirdParty !== null && thirdParty.ignored.length > 0) app.log.warn({ settings: thirdParty.ignored }, 'not an id of the expected form: that script is not loaded');
  await registerStaticUi(app, options.uiDir, options.info.appMode, options.shopDir ?? null, thirdParty);
  return app;
}
