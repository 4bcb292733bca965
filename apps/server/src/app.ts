import type { BrandConfig, Language } from '@app/contract/brand';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './db/client';
import type { Env, FirstScreensMode } from './env';
import { AppError } from './lib/app-error';
import { operatorHandlers } from './routes/operators/handlers';
import { deskOperatorHandlers } from './routes/operators/desk-handlers';
import { loyaltyOperatorHandlers } from './routes/operators/loyalty-handlers';
import { marketingOperatorHandlers } from './routes/operators/marketing-handlers';
import { messagesOperatorHandlers } from './routes/operators/messages-handlers';
import { contentOperatorHandlers } from './routes/operators/content-handlers';
import { scheduleMessageSender } from './modules/inbox/campaign-sender';
import { platformOperatorHandlers } from './routes/operators/platform-handlers';
import { settingsOperatorHandlers } from './routes/operators/settings-handlers';
import { catalogueOperatorHandlers } from './routes/operators/catalogue-handlers';
import { riskOperatorHandlers } from './routes/operators/risk-handlers';
import { applyBrandOverrides, watchBrandOverrides } from './modules/content/brand-overrides';
import { agentsOperatorHandlers } from './routes/operators/agents-handlers';
import { operatorOpenApiRoute } from './routes/operators/openapi-route';
import { resolveCredential } from './modules/operators/credentials';
import { identifyOperator, type OperatorCredential } from './lib/operator-token';
import { sqlState } from './lib/db-errors';
import { loggableError, loggerOptions } from './lib/logging';
import { defaultEdgeLimits, type EdgeLimits, inlineScriptHashes, registerEdge } from './lib/edge';
import { healthRoutes } from './routes/system/health';
import { tlsAllowedRoutes } from './routes/system/tls-allowed';
import { metricsRoutes } from './routes/system/metrics-route';
import { type BrandRegistry, pickLanguage } from './lib/brands';
import { errorEnvelope, registerCalls } from './lib/call-router';
import { createSiteStatus, type SiteStatus } from './modules/content/site-status';
import { mediaRoutes } from './routes/media/index';
import { pwaRoutes } from './routes/pwa/index';
import { backofficeStatic } from './routes/backoffice-static';
import { systemHandlers } from './routes/system/handlers';
import { compressedIndexHtml, indexHtml, shellEncoding } from './lib/index-html';
import { FIRST_SCREEN_HEADER } from '@app/contract/first-screens';
import { loadFirstScreens, type FirstScreens } from './lib/first-screens';
import { type BroadcastEvent, channels } from './lib/notify';
import type { AccountDeps } from './modules/accounts/account-deps';
import { type EmailProvider, sandboxEmail, type SmsProvider } from './modules/accounts/providers';
import { createSmtpMailer } from './modules/accounts/email-delivery';
import { scheduleLoginNotices } from './modules/accounts/login-notices';
import { smsProviderOf } from './modules/accounts/sms-gateways';
import { schedulePurge } from './modules/accounts/purge';
import { schedulePromotionJobs } from './modules/promotions/jobs';
import { subscribeModules } from './modules/subscriptions';
import { bodyDecrypter, createServerKeys } from './lib/server-keys';
import { listenForRevocations, resolveSession } from './modules/accounts/sessions';
import { createPushHub } from './modules/live/push-hub';
import { livePushRoutes } from './routes/live/push-route';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { memberHandlers } from './routes/accounts/members';
import { devRoutes } from './routes/accounts/dev-routes';
import { sessionHandlers } from './routes/accounts/session';
import { twoFactorHandlers } from './routes/accounts/two-factor';
import { agentLacksTwoFactor } from './modules/accounts/two-factor';
import { gameHandlers } from './routes/games/handlers';
import { sandboxRoutes } from './routes/games/sandbox-routes';
import type { PaymentProviders } from './modules/wallet/payments/provider';
import { paymentProvidersOf } from './modules/wallet/payments/registry';
import { paymentsOperatorHandlers } from './routes/operators/payments-handlers';
import { gatewaysOperatorHandlers } from './routes/operators/gateways-handlers';
import { reconciliationOperatorHandlers } from './routes/operators/reconciliation-handlers';
import { walletHandlers } from './routes/wallet/handlers';
import { kycHandlers } from './routes/kyc/handlers';
import { pushHandlers } from './routes/push/handlers';
import { createPushSender } from './modules/push/sender';
import { generateVapidKeys, type VapidKeys, vapidKeysOfEnv } from './modules/push/vapid';
import { kycOperatorHandlers } from './routes/operators/kyc-handlers';
import { inboxHandlers } from './routes/inbox/handlers';
import { paymentRoutes } from './routes/wallet/payment-routes';
import { emailHookRoutes } from './routes/accounts/email-hooks';
import { adminTokenOwner, demoFeatures, repoRoot } from './env';
import { createLotteryEngine, type LotteryEngine, type LotteryEngineOptions } from './modules/lottery/engine';
import { lotteryHandlers } from './routes/lottery/handlers';
import { promotionHandlers } from './routes/promotions/handlers';
import { agentTeamHandlers } from './routes/agents/handlers';
import { scheduleAgentJobs } from './modules/agents/team-figures';
import { scheduleReportJobs } from './modules/reports/roll-up';
import { reportsOperatorHandlers } from './routes/operators/reports-handlers';
import { contractHandlers } from './routes/agents/contract-handlers';
import { scheduleContractJobs } from './modules/agents/settlement';
import { missionHandlers } from './routes/loyalty/mission-handlers';
import { vipHandlers } from './routes/loyalty/vip-handlers';
import { scheduleLoyaltyJobs } from './modules/loyalty/loyalty-jobs';
import { pointHandlers } from './routes/loyalty/point-handlers';
import { referralHandlers } from './routes/loyalty/referral-handlers';
import { feedbackHandlers } from './routes/loyalty/feedback-handlers';
import { chatHandlers } from './routes/chat/handlers';
import { chatSocketRoutes } from './routes/chat/chat-socket';
import { supportHandlers } from './routes/support/handlers';
import { deskSocketRoutes } from './routes/support/desk-socket';
import { deskPageRoutes } from './routes/support/desk-page';
import { responsibleGamingHandlers } from './routes/responsible-gaming/handlers';
import { endSessionPastLimit } from './modules/responsible-gaming/blocks';
import { playerActivityHandlers } from './routes/player-activity/handlers';
import { realityCheckTestAidRoutes } from './routes/player-activity/test-aid-routes';
import { lotteryTestAidRoutes } from './routes/lottery/test-aid-routes';

declare module 'fastify' {
  interface FastifyInstance {
    siteStatus: SiteStatus;
    brands: BrandRegistry;
    database: Database;
    /** the lottery engine: server.ts starts its scheduler, tests call lottery.tick(at) */
    lottery: LotteryEngine;
    /** the first screens rendered into pages, when the web build's server entry exists */
    firstScreens?: FirstScreens;
  }
  interface FastifyRequest {
    brand: BrandConfig;
    language: Language;
    clientIp: string;
  }
}

export interface AppOptions {
  database: Database;
  brands: BrandRegistry;
  env: Env;
  /** the built web app; when absent only the API is served */
  webDist?: string;
  adminToken?: string;
  /** whose the admin token is (the audit trail's actor); the environment's ADMIN_TOKEN_OWNER by default */
  adminTokenOwner?: string;
  /** the sandbox vendor's callback key when SANDBOX_VENDOR_SECRET is unset (bootstrap keeps one in the data folder) */
  vendorSecret?: string;
  logger?: FastifyServerOptions['logger'];
  /** SMS and email boundaries; the sandbox providers (database outbox) by default */
  sms?: SmsProvider;
  email?: EmailProvider;
  /** payment providers by the name deposit channels give; by default those paymentProvidersOf configures */
  paymentProviders?: PaymentProviders;
  /** lottery clock (tests pass a simulated one), settlement batch size, the scheduler's pace and a tick listener */
  lottery?: Pick<LotteryEngineOptions, 'now' | 'settlementBatchSize' | 'tickIntervalMs' | 'onTick'>;
  /** close the database when the app closes (the server's start): after every other close hook, which may still use it */
  closesDatabase?: boolean;
  /** timeouts and caps of the edge (tests shorten them); the environment's by default */
  limits?: Partial<EdgeLimits>;
  /** the message sender's pace and batch size (tests shorten them) */
  messageSender?: { everyMs?: number; batchSize?: number };
  /** Web Push's key pair (bootstrap: the environment's or the data folder's); the environment's, else one for this process */
  vapidKeys?: VapidKeys;
  /** the push sender's pace (tests shorten it) */
  pushSenderEveryMs?: number;
}

/** The operator surface: answered on the operator hosts (OPS_HOSTS) only, 404 on every brand host. */
const operatorPrefixes = ['/admin/', '/ops/', '/ws/ops/', '/dev/outbox', '/metrics'];
const isOperatorPath = (path: string) => operatorPrefixes.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));

/** Paths that never get the SPA shell: the API, operator and media routes, and build assets. */
const apiPrefixes = ['/ws/', '/wps/', '/lgw/', '/lotto/', '/admin/', '/media/', '/pwa/', '/assets/', '/dev/', '/sandbox/', '/ops/', '/tls/', '/metrics', '/healthz', '/readyz'];
/** a built file's path: its last segment has an extension (the shell answers every other path) */
const builtFileName = /\/[^/]+\.[A-Za-z0-9]+$/;

export async function buildApp(options: AppOptions) {
  // promotions and loyalty react to accounts' and the wallet's events (lib/domain-events.ts)
  subscribeModules();
  const limits: EdgeLimits = {
    ...defaultEdgeLimits,
    requestsPerMinute: options.env.RATE_LIMIT_PER_MINUTE,
    connectionsPerIp: options.env.MAX_CONNECTIONS_PER_IP,
    ...options.limits,
  };
  const app = Fastify({
    // slow clients: a request must arrive whole in time, its headers sooner; idle sockets are closed
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.requestTimeoutMs * 2,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs) },
    logger: loggerOptions(options.logger ?? false),
    trustProxy: options.env.TRUST_PROXY,
    // calls are small; an upload declares its own limit in the call table (maxBodyBytes)
    bodyLimit: 1024 * 1024,
    // refusals before any route (bad URL encoding, a header block too large) in the API's envelope
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(400).send(errorEnvelope('BAD_REQUEST', { reason: error.code }));
    },
    clientErrorHandler: (error, socket) => {
      const code = (error as { code?: string }).code;
      if (code === 'ECONNRESET' || socket.destroyed) return;
      const [status, text, reason] =
        code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE']
          : code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'Request Timeout', 'REQUEST_TIMEOUT']
            : [400, 'Bad Request', 'BAD_REQUEST'];
      const body = JSON.stringify(errorEnvelope('BAD_REQUEST', { reason }));
      if (!socket.writable) return socket.destroy();
      socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    },
  });
  // onClose hooks run last-registered first: registered before any other, this one runs after them all
  if (options.closesDatabase) app.addHook('onClose', () => options.database.close());
  app.decorate('database', options.database);
  app.decorate('brands', options.brands);
  app.decorate('siteStatus', createSiteStatus(options.database.db, options.env));
  app.decorateRequest('brand', null as unknown as BrandConfig);
  app.decorateRequest('language', 'TY');
  app.decorateRequest('clientIp', '');
  app.decorateRequest('operator', null);
  const opsHosts = new Set(options.env.OPS_HOSTS);
  const operatorCredentials: OperatorCredential[] = options.adminToken ? [{ token: options.adminToken, owner: options.adminTokenOwner ?? adminTokenOwner(options.env) }] : [];
  app.addHook('onRequest', async (request) => {
    request.brand = options.brands.byHost(request.hostname);
    const header = request.headers.language;
    request.language = pickLanguage(request.brand, Array.isArray(header) ? header[0] : header);
    request.clientIp = request.ip.replace(/^::ffff:/, '');
    // the matched route's pattern: a path the router decodes (/%61dmin/...) is still an operator path
    if (isOperatorPath(request.routeOptions.url ?? request.url.split('?')[0]!)) {
      // a brand host has no operator surface at all: not even a refusal says one exists
      if (!opsHosts.has(request.hostname.toLowerCase())) throw new AppError('NOT_FOUND', { path: request.url.split('?')[0] });
      request.operator = identifyOperator(request, operatorCredentials);
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(errorEnvelope(error.code, error.value));
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) return reply.status(429).send(errorEnvelope('TOO_MANY_REQUESTS'));
    if (status === 403 || status === 404) return reply.status(status).send(errorEnvelope(status === 403 ? 'FORBIDDEN' : 'NOT_FOUND'));
    if (status && status >= 400 && status < 500) {
      // body parser and framework refusals: malformed JSON, wrong content type, too large, bad URL
      return reply.status(status).send(errorEnvelope('BAD_REQUEST', { reason: (error as { code?: string }).code ?? 'BAD_REQUEST' }));
    }
    // values the database refuses (SQLSTATE class 22: data exceptions; 23: constraints) are the client's input
    const state = sqlState(error);
    if (state?.startsWith('22')) return reply.status(400).send(errorEnvelope('BAD_REQUEST', { reason: 'INVALID_VALUE' }));
    if (state?.startsWith('23')) return reply.status(409).send(errorEnvelope('CONFLICT'));
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send(errorEnvelope('INTERNAL_ERROR'));
  });

  const indexPath = options.webDist ? join(options.webDist, 'index.html') : undefined;
  const indexTemplate = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  await registerEdge(app, {
    limits,
    spaScriptHashes: indexTemplate ? inlineScriptHashes(indexTemplate) : [],
    // several processes on one PostgreSQL share the counts; PGlite is one process and counts in memory
    rateLimitStore: options.database.kind === 'postgres' ? databaseRateLimitStore(options.database.db) : undefined,
  });
  await app.register(healthRoutes);
  // Caddy's on-demand TLS asks here before it requests a certificate: our brand and operator hosts only, exactly
  const knownHosts = new Set([...options.brands.all.flatMap((b) => b.hosts.map((h) => h.toLowerCase())), ...opsHosts]);
  await app.register(tlsAllowedRoutes, { isKnownHost: (host) => knownHosts.has(host) });
  // GET /metrics (operator hosts) and the instruments of every request and socket: before the ws plugin and the routes
  await app.register(metricsRoutes, { brandIds: options.brands.all.map((b) => b.id) });
  // WebSocket routes (the push channel): registered before any route so its onRoute hook sees them all
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  // HTML forms (the forgot-by-email call accepts a form post)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const db = options.database.db;
  // the operators' changes to the brand files' settings, over the files, before the first request (and kept fresh)
  // (a database without the migrations yet starts unready, with the brand files: the watch applies them later)
  await applyBrandOverrides(db, options.brands).catch((error: unknown) => app.log.warn({ err: error }, 'brand overrides not read at start'));
  const stopBrandOverrides = watchBrandOverrides(db, options.brands, (error) => app.log.error({ err: error }, 'brand overrides could not be read'));
  app.addHook('onClose', async () => stopBrandOverrides());
  // player uploads (withdrawal proofs, application images) live under DATA_DIR/proofs
  const dataDir = resolve(repoRoot, options.env.DATA_DIR);
  const keys = createServerKeys(db);
  // email through the mail server when SMTP_URL is set (every mode), else the sandbox outbox
  const mailer = !options.email && options.env.SMTP_URL ? createSmtpMailer({ db, log: app.log, brands: options.brands, env: options.env }) : null;
  const accounts: AccountDeps = {
    db,
    env: options.env,
    keys,
    log: app.log,
    sms: options.sms ?? smsProviderOf(options.env, db, app.log),
    email: options.email ?? mailer?.provider ?? sandboxEmail(db, app.log),
  };
  const features = demoFeatures(options.env);
  const paymentProviders = options.paymentProviders ?? paymentProvidersOf({ db, features, env: options.env });
  const lottery = createLotteryEngine({ db, log: app.log, brands: options.brands, ...options.lottery });
  app.decorate('lottery', lottery);
  // preClose: the scheduler's running tick finishes before onClose hooks close the database
  app.addHook('preClose', () => lottery.stop());
  // operators' message campaigns: delivered in batches by one process, resumed at the start
  const messageSender = scheduleMessageSender(db, app.log, options.messageSender);
  app.addHook('onClose', () => messageSender.stop());
  // Web Push: the outbox the events' transactions write, sent by one process (a test notification wakes it)
  const vapidKeys = options.vapidKeys ?? vapidKeysOfEnv(options.env) ?? generateVapidKeys();
  const pushSender = createPushSender({ db, log: app.log, brands: options.brands, env: options.env, vapid: vapidKeys }).schedule(options.pushSenderEveryMs);
  app.addHook('onClose', () => pushSender.stop());
  registerCalls(
    app,
    {
      ...systemHandlers(db, app.siteStatus, { demo: features.demo, paymentProviders }),
      ...sessionHandlers(accounts),
      ...memberHandlers(accounts),
      ...twoFactorHandlers(db),
      ...gameHandlers(db, { sandbox: features.sandboxVendor }),
      ...walletHandlers({ db, dataDir, providers: paymentProviders, log: app.log, brands: app.brands }),
      ...kycHandlers(app, { dataDir }),
      ...pushHandlers({ db, publicKey: vapidKeys.publicKey, allowLocalEndpoints: features.testAids, wakeSender: pushSender.wake }),
      ...kycOperatorHandlers(app, { dataDir }),
      ...inboxHandlers(db),
      ...lotteryHandlers(lottery),
      ...promotionHandlers({ db, dataDir }),
      ...agentTeamHandlers(db),
      ...contractHandlers(db),
      ...missionHandlers(db),
      ...vipHandlers(db),
      ...pointHandlers(db),
      ...referralHandlers(db),
      ...feedbackHandlers({ db, dataDir }),
      ...chatHandlers(db),
      ...supportHandlers({ db, dataDir }),
      ...responsibleGamingHandlers({ db, brands: options.brands }),
      ...playerActivityHandlers(db),
      ...operatorHandlers(db, options.brands),
      ...marketingOperatorHandlers(app, { dataDir }),
      ...messagesOperatorHandlers(app, { sender: messageSender }),
      ...contentOperatorHandlers(app),
      ...loyaltyOperatorHandlers(app, { dataDir }),
      ...deskOperatorHandlers(app, { dataDir }),
      ...platformOperatorHandlers(app, { dataDir }),
      ...settingsOperatorHandlers(app),
      ...paymentsOperatorHandlers(app, { providers: paymentProviders, dataDir }),
      ...gatewaysOperatorHandlers(app, { env: options.env }),
      ...reconciliationOperatorHandlers(app),
      ...catalogueOperatorHandlers(app, { dataDir }),
      ...riskOperatorHandlers(app),
      ...reportsOperatorHandlers(app),
      ...agentsOperatorHandlers(app),
    },
    {
      resolveOperator: (token) => resolveCredential(db, token),
      // a session past the member's session time limit ends here (responsible gaming)
      resolveSession: async (token, brandId) => endSessionPastLimit(db, await resolveSession(db, token, brandId)),
      // a brand that requires an authenticator of its agents: the agent centre waits for the enrolment (issue 31)
      agentLacksTwoFactor: (member, brand) => agentLacksTwoFactor(db, member, brand),
      decryptBody: bodyDecrypter(keys),
    },
  );
  // sessions revoked by any process leave this one's cache as the revocation commits
  const stopRevocations = await listenForRevocations(options.database);
  app.addHook('onClose', async () => stopRevocations());
  // the push channel: balances, messages, draws and the winners board over one WebSocket per tab
  const pushHub = createPushHub({ database: options.database, log: app.log });
  await pushHub.start();
  app.addHook('preClose', () => pushHub.stop());
  await app.register(livePushRoutes, { hub: pushHub, resolveSession: (token, brandId) => resolveSession(db, token, brandId) });
  if (features.sandboxOutbox || features.testAids) {
    await app.register(devRoutes, { adminToken: options.adminToken, outbox: features.sandboxOutbox, testAids: features.testAids });
  }
  if (features.testAids) {
    await app.register(realityCheckTestAidRoutes);
    await app.register(lotteryTestAidRoutes);
  }
  const stopPurge = schedulePurge(db, app.log);
  app.addHook('onClose', async () => stopPurge());
  const stopPromotionJobs = schedulePromotionJobs(db, options.brands.all.map((b) => b.id), options.brands, app.log);
  app.addHook('onClose', async () => stopPromotionJobs());
  const stopAgentJobs = scheduleAgentJobs(db, app.log);
  app.addHook('onClose', async () => stopAgentJobs());
  // the reports' figures: the queue the settling transactions append to, rolled up into daily rows
  const stopReportJobs = scheduleReportJobs(db, app.log);
  app.addHook('onClose', async () => stopReportJobs());
  // emails the mail server could not take at once, tried again with a growing wait
  const stopEmailRetries = mailer?.schedule();
  app.addHook('onClose', async () => stopEmailRetries?.());
  // new-device login notices: sent by email or SMS after the login, tried again when a gateway fails
  const stopLoginNotices = scheduleLoginNotices(accounts, options.brands, app.log);
  app.addHook('onClose', async () => stopLoginNotices());
  // agent contracts: finish ended ones, settle salaries and dividends (real-time every 5 minutes), catch up after a restart
  const stopContractJobs = scheduleContractJobs(db, options.brands, app.log);
  app.addHook('onClose', async () => stopContractJobs());
  // loyalty: VIP notices and reviews, the messages of tier changes
  const stopLoyaltyJobs = scheduleLoyaltyJobs(db, options.brands.all.map((b) => b.id), options.brands, app.log);
  app.addHook('onClose', async () => stopLoyaltyJobs());
  await app.register(mediaRoutes, { dataDir });
  // the chat room's and the support desk's sockets (the ws server is registered above), the desk page
  await app.register(chatSocketRoutes);
  await app.register(deskPageRoutes);
  await app.register(operatorOpenApiRoute);
  await app.register(deskSocketRoutes);
  // the installable app: manifest, icons, service worker (which leaves the paths above to the network), offline page
  await app.register(pwaRoutes, { indexTemplate, serverPaths: apiPrefixes });
  if (features.sandboxVendor) {
    // no built-in key: the environment's, the data folder's, or (tests) one for this process
    const secret = options.env.SANDBOX_VENDOR_SECRET ?? options.vendorSecret ?? randomBytes(32).toString('hex');
    await app.register(sandboxRoutes, { secret });
  }
  await app.register(paymentRoutes, { providers: paymentProviders });
  // bounces and complaints the mail service reports later (only where it is given a token)
  if (options.env.EMAIL_WEBHOOK_TOKEN) await app.register(emailHookRoutes, { token: options.env.EMAIL_WEBHOOK_TOKEN });

  // the back office's app on the operator hosts (never on a brand host), beside the player app's files below
  if (options.webDist) await app.register(backofficeStatic, { opsHosts: options.env.OPS_HOSTS, serverPaths: apiPrefixes });
  if (options.webDist && indexTemplate) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      index: false,
      // one wildcard route, not a route per built file: 600 files made 1,200 routes and a quarter second of every
      // start. Only a file name (with an extension) is looked for; a folder or a page path goes on to the shell
      wildcard: true,
      allowedPath: (pathName) => builtFileName.test(pathName),
      // the build writes .br and .gz beside each asset
      preCompressed: true,
      maxAge: 0,
      setHeaders(reply, path) {
        // hashed build assets never change; everything else is revalidated
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // the first screens the server renders into the page (the web build's server entry, when it was built)
  // as FIRST_SCREENS says; with the test runner's aids, as the request asks (FIRST_SCREEN_HEADER: the e2e suite's
  // first-screens spec, beside every other spec on the shell)
  const firstScreens =
    options.webDist && indexTemplate && (options.env.FIRST_SCREENS !== 'off' || features.testAids) ? await loadFirstScreens(options.webDist, indexTemplate, app.log) : null;
  const firstScreenMode = (request: FastifyRequest): FirstScreensMode => {
    const asked = features.testAids ? request.headers[FIRST_SCREEN_HEADER] : undefined;
    return asked === '1' ? 'render' : asked === 'data' || asked === 'off' ? asked : options.env.FIRST_SCREENS;
  };
  if (firstScreens) {
    app.decorate('firstScreens', firstScreens);
    // a brand's announcements, promotions or games changed: its rendered pages go (every brand's for a game itself)
    const stopListening = await options.database.listen(channels.broadcast, (payload) => {
      const event = JSON.parse(payload) as BroadcastEvent;
      if (event.kind === 'notice' || event.kind === 'catalogue') firstScreens.forget(event.brandId);
    });
    app.addHook('onClose', async () => stopListening());
  }

  app.setNotFoundHandler({ preHandler: limits.requestsPerMinute > 0 ? app.rateLimit() : undefined }, async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !apiPrefixes.some((p) => request.url.startsWith(p)) && indexTemplate !== undefined;
    if (!wantsPage) return reply.status(404).send(errorEnvelope('NOT_FOUND', { path: request.url.split('?')[0] }));
    // history-mode fallback: every client route gets the shell, already in the brand's colours (compressed here, once
    // per brand: the compression plugin serves routes, and this is none)
    const encoding = shellEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', firstScreens ? 'accept-encoding, user-agent' : 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    // the shell in the link's language (?language=EN, which the web app follows), else the brand's default
    const [pathname, query] = request.url.split('?');
    const asked = new URLSearchParams(query ?? '').get('language');
    const mode = firstScreenMode(request);
    const shown = pickLanguage(request.brand, asked ?? undefined);
    const rendered =
      mode !== 'off' && firstScreens ? await firstScreens.page(app, request, request.brand, indexHtml(indexTemplate, request.brand, pathname!, shown), shown, encoding, mode) : null;
    if (!rendered) return reply.send(compressedIndexHtml(indexTemplate, request.brand, encoding, pathname!, asked));
    return reply.header('server-timing', rendered.timing).send(rendered.body);
  });

  return app;
}
