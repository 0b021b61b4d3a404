import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, PRODUCT_NAME } from '@trust/shared';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { CONTENT_CHANGED_CHANNEL } from './modules/portal/content-revision.js';
import { PortalService } from './modules/portal/service.js';
import { AssetService } from './modules/portal/assets.js';
import { certificationLogoRoutes } from './modules/portal/certification-logo-routes.js';
import { portalRoutes } from './modules/portal/routes.js';
import { UpdatesService } from './modules/updates/service.js';
import { updatesRoutes } from './modules/updates/routes.js';
import { UpdateFanout } from './modules/updates/fanout.js';
import { searchRoutes } from './modules/search/routes.js';
import { TermIndexCache } from './modules/search/term-index/cache.js';
import { SearchService } from './modules/search/service.js';
import { SearchLog } from './modules/search/search-log.js';
import { AnalyticsIngest } from './modules/analytics/ingest.js';
import { AnalyticsDashboardService } from './modules/analytics/dashboard.js';
import { byoidRoutes } from './modules/byoid/routes.js';
import { ByoidService } from './modules/byoid/service.js';
import { analyticsDashboardRoutes, analyticsEventRoutes } from './modules/analytics/routes.js';
import { ActivityLog } from './modules/audit/activity.js';
import { activityRoutes } from './modules/audit/routes.js';
import { LeakLookup } from './modules/verification/leak-lookup.js';
import { WebhookDispatcher } from './modules/webhooks/dispatcher.js';
import { webhookRoutes } from './modules/webhooks/routes.js';
import { WebhookService } from './modules/webhooks/service.js';
import { leakLookupRoutes } from './modules/verification/leak-routes.js';
import { ManifestService } from './modules/verification/manifest.js';
import { verificationRoutes } from './modules/verification/routes.js';
import { VerificationService } from './modules/verification/service.js';
import { SigningKeys } from './modules/verification/signing-keys.js';
import { DocumentIndexer } from './modules/search/indexer.js';
import { KnowledgeBaseAdmin } from './modules/search/kb-admin.js';
import { knowledgeBaseStaffRoutes } from './modules/search/kb-staff-routes.js';
import { StaffUpdates } from './modules/updates/staff-updates.js';
import { staffUpdatesRoutes } from './modules/updates/staff-routes.js';
import { SubscriptionService } from './modules/updates/subscriptions.js';
import { AccessService } from './modules/access/service.js';
import { accessRoutes } from './modules/access/routes.js';
import { reviewRoutes } from './modules/access/review-routes.js';
import { accountsRoutes } from './modules/access/accounts-routes.js';
import { ReviewService } from './modules/access/review-service.js';
import { AuthService } from './modules/auth/service.js';
import { authRoutes } from './modules/auth/routes.js';
import { OrganisationChecklist } from './modules/organisations/checklist.js';
import { organisationRoutes } from './modules/organisations/routes.js';
import { OrganisationSetup } from './modules/organisations/setup.js';
import { StaffAccountService } from './modules/team/account.js';
import { staffAccountRoutes } from './modules/team/account-routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { SsoService } from './modules/team/sso.js';
import { ssoRoutes } from './modules/team/sso-routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { SettingsService } from './modules/settings/service.js';
import { TeamService } from './modules/team/service.js';
import { devRoutes } from './modules/dev/routes.js';
import { editorRoutes } from './modules/editor/routes.js';
import { CompanyLists } from './modules/companies/company-lists.js';
import { CompanyLogos } from './modules/companies/company-logos.js';
import { SubprocessorNotices } from './modules/companies/subprocessor-notices.js';
import { companyRoutes } from './modules/companies/routes.js';
import { subprocessorExportRoutes } from './modules/companies/subprocessor-export-routes.js';
import { riskProfileRoutes } from './modules/risk-profile/routes.js';
import { RiskProfileService } from './modules/risk-profile/service.js';
import { integrationRoutes } from './modules/integrations/routes.js';
import { integrationPublicRoutes } from './modules/integrations/public-routes.js';
import { IntegrationService } from './modules/integrations/service.js';
import { securityGradesRoutes } from './modules/security-grades/routes.js';
import { SecurityGradesService } from './modules/security-grades/service.js';
import { EditorService } from './modules/editor/service.js';
import { CertificationLogoUploads } from './modules/editor/certification-logo-uploads.js';
import { CardIcons } from './modules/editor/card-icons.js';
import { BulkDownloads } from './modules/documents/bulk-download.js';
import { FileService } from './modules/documents/file-service.js';
import { DocumentLibrary } from './modules/documents/library.js';
import { documentLibraryRoutes } from './modules/documents/library-routes.js';
import { documentsRoutes } from './modules/documents/routes.js';
import { Readiness } from './modules/health/readiness.js';
import { healthRoutes } from './modules/health/routes.js';
import { clientErrorRoutes } from './modules/client-errors/routes.js';
import { commentRoutes } from './modules/collaboration/comment-routes.js';
import { CommentsService } from './modules/collaboration/comments-service.js';
import { partnerRoutes } from './modules/collaboration/partner-routes.js';
import { PartnersService } from './modules/collaboration/partners-service.js';
import { questionnaireRoutes } from './modules/questionnaires/routes.js';
import { QuestionnaireDesk } from './modules/questionnaires/desk.js';
import { QuestionnaireSubmissions } from './modules/questionnaires/submissions.js';
import { ContentEvents } from './platform/content-events.js';
import { Jobs } from './platform/jobs.js';
import { MailService } from './platform/mail.js';
import { SignedTokens } from './platform/signed-tokens.js';
import { storageFor } from './platform/storage/index.js';
import { AppError, envelope, errorsPlugin } from './plugins/errors.js';
import { answerClientError } from './plugins/client-errors.js';
import { inputGuard } from './plugins/input-guard.js';
import { LOG_REDACT_PATHS, logSerializers } from './platform/log-redaction.js';
import { RequestLog } from './platform/request-log.js';
import { sessionsPlugin } from './plugins/sessions/plugin.js';
import { securityHeaders } from './plugins/security-headers.js';
import { TenantDirectory } from './plugins/tenant/directory.js';
import { tenantPlugin } from './plugins/tenant/plugin.js';
import { webPlugin } from './plugins/web/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The first-run setup link, printed by server.ts on an empty database. */
    organisationSetup: OrganisationSetup;
    /** Organisations' in-memory search indexes; null with SEARCH_TERM_INDEX=off. */
    termIndexes: TermIndexCache | null;
    /** Searches held for 'Questions asked', written once a second (`flush` writes them now). */
    searchLog: SearchLog;
  }
}

/** An unfinished write older than this is no longer in progress (the request timeout is far shorter). */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** Builds the whole application without listening: plugins, then routes, then pages. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            redact: LOG_REDACT_PATHS,
            ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
          },
    // A request must arrive whole within this (a client trickling a body holds nothing for long).
    requestTimeout: config.requestTimeoutSeconds * 1000,
    // Headers must arrive sooner; Node looks for overdue requests every quarter of the timeout.
    http: {
      headersTimeout: Math.min(30_000, config.requestTimeoutSeconds * 1000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.requestTimeoutSeconds * 250)),
    },
    // Errors Fastify meets before routing (an undecodable URL) leave in the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const code = status === 414 ? 'uri_too_long' : 'bad_request';
      void (reply as FastifyReply).status(status).send(envelope(code, ERROR_MESSAGES.validation));
    },
    // And those Node's HTTP parser meets (headers too large, a request that timed out, bad syntax).
    clientErrorHandler: answerClientError,
    // A hop count trusts that many proxies in front; a list trusts those addresses; false, nobody.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new RequestLog(config.env === 'development' ? 'debug' : 'info'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = new Jobs(database, config.jobPollSeconds, config.jobsSchema);
  const ctx: AppContext = {
    config,
    db: database.db,
    transact: (work) => database.transact(work),
    copyRows: (table, columns, rows, writeId) => database.copyRows(table, columns, rows, writeId),
    storage: storageFor(config),
    events: new ContentEvents(),
    mail: new MailService(database.db, jobs, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      retryDelaySeconds: config.mailRetryDelaySeconds,
      messageIdDomain: new URL(config.appUrl).hostname,
      sweepSeconds: config.mailSweepSeconds,
    }),
    jobs,
    tokens: new SignedTokens(config.appSecret),
  };
  app.decorate('ctx', ctx);
  // Content changed by another instance (or another connection) drops this instance's caches too.
  // After a lost LISTEN connection comes back, a change may have gone unheard: drop every cache.
  await database.listen(
    CONTENT_CHANGED_CHANNEL,
    (orgId) => ctx.events.emit(orgId),
    () => ctx.events.emitAll(),
  );

  // Tier 1: cross-cutting plugins.
  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(securityHeaders, { production: config.env === 'production' });
  await app.register(tenantPlugin, { directory: new TenantDirectory(ctx) });
  await app.register(sessionsPlugin);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError(429, 'rate_limited', 'Too many requests. Please wait a few minutes and try again.'),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  if (config.swaggerUi) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Tier 2: API routes.
  const portal = new PortalService(ctx);
  const documentIndexer = new DocumentIndexer(ctx);
  const updates = new UpdatesService(ctx);
  const access = new AccessService(ctx);
  await app.register(healthRoutes, { readiness: new Readiness(database, jobs) });
  await app.register(clientErrorRoutes);
  await app.register(certificationLogoRoutes);
  await app.register(portalRoutes, { portal, access, assets: new AssetService(ctx) });
  const termIndexes = config.searchTermIndex ? new TermIndexCache(database.db, ctx.events) : null;
  app.decorate('termIndexes', termIndexes);
  const searchLog = new SearchLog(database.db);
  app.decorate('searchLog', searchLog);
  const search = new SearchService(ctx, portal, termIndexes, searchLog);
  await app.register(searchRoutes, { search, access });
  await app.register(knowledgeBaseStaffRoutes, {
    admin: new KnowledgeBaseAdmin(ctx, searchLog, termIndexes),
  });
  const fanout = new UpdateFanout(ctx);
  await app.register(updatesRoutes, { updates, subscriptions: new SubscriptionService(ctx), access });
  const staffUpdates = new StaffUpdates(ctx, fanout);
  await app.register(staffUpdatesRoutes, { staffUpdates });
  await app.register(accessRoutes, { access });
  await app.register(commentRoutes, { comments: new CommentsService(ctx, access) });
  await app.register(questionnaireRoutes, {
    submissions: new QuestionnaireSubmissions(ctx, access),
    desk: new QuestionnaireDesk(ctx, search),
  });
  await app.register(reviewRoutes, { review: new ReviewService(ctx) });
  await app.register(accountsRoutes, { ctx });
  const files = new FileService(ctx, access);
  await app.register(partnerRoutes, { partners: new PartnersService(ctx, files) });
  await app.register(documentsRoutes, {
    files,
    bulk: new BulkDownloads(ctx, access),
  });
  await app.register(documentLibraryRoutes, { library: new DocumentLibrary(ctx, documentIndexer) });
  await app.register(editorRoutes, {
    editor: new EditorService(ctx),
    icons: new CardIcons(ctx),
    logos: new CertificationLogoUploads(ctx),
  });
  const notices = new SubprocessorNotices(ctx, staffUpdates);
  await app.register(companyRoutes, {
    lists: new CompanyLists(ctx, notices),
    notices,
    logos: new CompanyLogos(ctx),
  });
  await app.register(subprocessorExportRoutes, { portal, access, notices });
  await app.register(riskProfileRoutes, { riskProfile: new RiskProfileService(ctx) });
  await app.register(securityGradesRoutes, { grades: new SecurityGradesService(ctx) });
  const integrations = new IntegrationService(ctx);
  await app.register(integrationRoutes, { settings: config.integrations, integrations });
  await app.register(integrationPublicRoutes, { integrations });
  const account = new StaffAccountService(ctx);
  await app.register(authRoutes, { auth: new AuthService(ctx), account });
  await app.register(staffAccountRoutes, { account });
  await app.register(ssoRoutes, { sso: new SsoService(ctx, account) });
  await app.register(teamRoutes, { team: new TeamService(ctx) });
  await app.register(settingsRoutes, { settings: new SettingsService(ctx) });
  const organisationSetup = new OrganisationSetup(ctx);
  app.decorate('organisationSetup', organisationSetup);
  await app.register(organisationRoutes, {
    setup: organisationSetup,
    checklist: new OrganisationChecklist(ctx),
    account,
  });
  const manifests = new ManifestService(ctx, portal, new SigningKeys(ctx));
  await app.register(verificationRoutes, { verification: new VerificationService(ctx, portal, manifests) });
  await app.register(leakLookupRoutes, { leaks: new LeakLookup(ctx) });
  await app.register(activityRoutes, { activity: new ActivityLog(ctx) });
  const analytics = new AnalyticsIngest(ctx, access, portal);
  await app.register(analyticsEventRoutes, { ingest: analytics });
  await app.register(analyticsDashboardRoutes, { dashboard: new AnalyticsDashboardService(ctx, searchLog) });
  await app.register(byoidRoutes, { byoid: new ByoidService(ctx) });
  const webhookDispatcher = new WebhookDispatcher(ctx);
  await app.register(webhookRoutes, { webhooks: new WebhookService(ctx, webhookDispatcher) });
  if (config.env !== 'production') await app.register(devRoutes);

  // Tier 3: pages.
  await app.register(webPlugin, { portal, updates, access });

  // Writes a killed process left half done (an upload, a zip) are removed once they are stale.
  void ctx.storage
    .sweepUnfinished(STALE_PARTIAL_MS)
    .then((removed) => removed && app.log.info(`removed ${removed} unfinished upload(s)`))
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep unfinished uploads'));

  // Background work: mail delivery. Stopped before the database closes.
  await jobs.start();
  await ctx.mail.startWorker();
  await fanout.start();
  await documentIndexer.start();
  await manifests.start();
  await webhookDispatcher.start();
  await analytics.startRetention();
  await integrations.start();
  app.addHook('onClose', async () => {
    integrations.stop();
    await analytics.flush();
    await searchLog.flush();
    await jobs.stop();
    ctx.mail.close();
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: ERROR_MESSAGES.notFound } }),
  );
  return app;
}
