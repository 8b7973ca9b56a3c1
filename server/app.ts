/**
 * createApp: the one factory behind the CLI, the Vite dev-server plugin and the tests: the API test
 * double, and with `serveDir` the front (server/front/) in front of it, as the demo runs them.
 * Every path: body limit first. API paths: parse → dialect (server/dialect/) → request log, faults and
 * hostile answers (test hooks) → verify → field caps → handlers (demo handlers, or the record/replay proxy).
 * Back-office paths (`/admin/v1/*`, demo mode): body limit → operator token → parse → handlers (routes/admin-pages.ts).
 */
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { Faults, faultMiddleware } from './admin/faults.ts';
import { HostileAnswers, hostileMiddleware } from './admin/hostile.ts';
import { RequestLog, logRequests } from './admin/request-log.ts';
import { registerAdmin } from './admin/routes.ts';
import { loadCatalog } from './catalog.ts';
import { Clock } from './clock.ts';
import { DialectSwitch, isDialect } from './dialect/dialects.ts';
import { dialectMiddleware } from './dialect/middleware.ts';
import type { App, Deps, Env } from './context.ts';
import { ApiError, CODE, fail } from './envelope.ts';
import { API_BODY_LIMIT_BYTES, limitBody } from './middleware/body-limit.ts';
import { compressAnswers } from './middleware/compress-answers.ts';
import { capFields } from './middleware/field-caps.ts';
import { parseParams } from './middleware/parse-params.ts';
import { isApiPath, verifyRequest } from './middleware/verify.ts';
import { clientText } from './log-text.ts';
import { resolveOptions, type ServerOptions } from './options.ts';
import { recorder, replayer } from './proxy/record-replay.ts';
import { registerAddress } from './routes/address.ts';
import { registerAdminPages } from './routes/admin-pages.ts';
import { registerCatalog } from './routes/catalog.ts';
import { registerCustomer } from './routes/customer.ts';
import { registerMissions } from './routes/missions.ts';
import { registerOrders } from './routes/orders.ts';
import { registerPlatform } from './routes/platform.ts';
import { registerTrade } from './routes/trade.ts';
import { injectSimScript, mayStandInForWechat, registerSim } from './sim/routes.ts';
import { createScreenDrawer, reusingDrawings } from './front/draw.ts';
import { createPrimer } from './front/primed.ts';
import { registerSpa } from './front/spa.ts';
import { inProcessReader } from './in-process-reads.ts';
import { sweepExpired } from './state/orders.ts';
import { PageStore } from './state/page-store.ts';
import { StateStore } from './state/store.ts';
import { registerImages } from './static/images.ts';
import { registerFixtureIndex } from './static/fixture-index.ts';
import { registerStaticPages } from './static/pages.ts';

export interface CreatedApp {
  app: App;
  options: ServerOptions;
  deps: Deps;
  faults: Faults;
  requests: RequestLog;
  /** Writes pending state now (call before exit). */
  close: () => void;
}

const API_PATTERNS = ['/v1/*', '/1/*'];

export function createApp(partial: Partial<ServerOptions> = {}): CreatedApp {
  const options = resolveOptions(partial);
  if (!isDialect(options.dialect)) throw new Error(`dialect must be strict, loose or minimal (got ${String(options.dialect)})`);
  const clock = new Clock(options.clockSkew, options.now);
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const store = new StateStore({
    dataDir: options.dataDir,
    seedFile: join(options.demoDir, 'seed-state.json'),
    now: () => clock.now(),
    reset: options.reset,
    debounceMs: options.persistDebounceMs,
    retryMs: options.persistRetryMs,
    // A moved-aside file or a failing disk must be seen, even with --quiet.
    warn: (line) => console.warn(line),
  });
  const pages = new PageStore({
    dataDir: options.dataDir,
    pagesDir: options.pagesDir,
    now: () => clock.now(),
    reset: options.reset,
    debounceMs: options.persistDebounceMs,
    retryMs: options.persistRetryMs,
    warn: (line) => console.warn(line),
  });
  const deps: Deps = { options, catalog: loadCatalog(options.demoDir), store, pages, clock, log };
  const faults = new Faults();
  const requests = new RequestLog();
  const hostile = new HostileAnswers();
  const dialect = new DialectSwitch(options.dialect);
  const app = new Hono<Env>();

  // Before anything can read a body (the CSP report, /__sim and /__admin included).
  app.use('*', limitBody(API_BODY_LIMIT_BYTES));
  app.use('*', compress());
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(fail(error.code, error.message));
    log(`[error] ${c.req.method} ${clientText(c.req.path, 300)}: ${error.stack ?? String(error)}`);
    return c.json(fail(500, '服务器内部错误'), 500);
  });
  app.notFound((c) => (isApiPath(c.req.path) ? c.json(fail(404, '接口不存在'), 404) : c.text('Not Found', 404)));

  for (const pattern of API_PATTERNS) {
    if (options.logRequests && !options.quiet) {
      app.use(pattern, async (c, next) => {
        const started = Date.now();
        await next();
        log(`${c.req.method} ${clientText(c.req.path, 300)} ${c.res.status} ${Date.now() - started}ms`);
      });
    }
    app.use(pattern, compressAnswers(), parseParams());
    // Outside the test hooks: the dialect writes what they answer too, hostile strings included.
    app.use(pattern, dialectMiddleware(dialect));
    // The request log is for browser tests only: nothing else reads it.
    if (options.testHooks) app.use(pattern, logRequests(requests), faultMiddleware(faults), hostileMiddleware(hostile));
  }
  if (options.testHooks) registerAdmin(app, deps, faults, requests, hostile, dialect);

  if (options.mode === 'demo') {
    for (const pattern of API_PATTERNS) {
      app.use(pattern, verifyRequest(deps), capFields(), async (_c, next) => {
        sweepExpired(deps);
        await next();
      });
    }
    registerCatalog(app, deps);
    registerCustomer(app, deps);
    registerAddress(app, deps);
    registerTrade(app, deps);
    registerOrders(app, deps);
    registerPlatform(app, deps);
    registerMissions(app, deps);
    registerAdminPages(app, deps);
  } else {
    const handler = options.mode === 'record' ? recorder(deps) : replayer(deps);
    for (const pattern of API_PATTERNS) app.all(pattern, handler);
    // The operators' pages are the demo's; an editor asking here meets the API's 404, not the app's page.
    app.all('/admin/v1/*', (c) => c.json(fail(404, '运营接口仅在演示模式（--mode demo）提供'), 404));
  }

  registerImages(app);
  registerStaticPages(app, options.demoDir);
  if (options.mode === 'demo') registerFixtureIndex(app, deps);
  if (options.wechatSim) registerSim(app, deps);
  // The front (server/front/), reading this double in-process: the demo serves both from one port.
  if (options.serveDir) {
    const prime = createPrimer(inProcessReader(app, deps, options.testHooks ? faults : undefined), options.primeFirstReads);
    const draw = options.drawFirstScreens ? reusingDrawings(createScreenDrawer(resolve(options.serveDir), log), () => deps.clock.now() * 1000) : undefined;
    const standIn = options.wechatSim ? { appliesTo: mayStandInForWechat, inject: injectSimScript } : undefined;
    registerSpa(app, { dir: options.serveDir, prime, draw, log, ...(standIn ? { standIn } : {}) });
  }

  const close = () => {
    store.flush();
    pages.flush();
  };
  return { app, options, deps, faults, requests, close };
}

export { CODE };
