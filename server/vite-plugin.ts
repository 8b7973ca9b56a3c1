/**
 * `embeddedApi()`: mounts the Hono app in front of Vite's own middlewares for the API, /__sim,
 * /__admin, /__fixtures and /static paths, so `npm run dev` serves app and API on one port.
 */
import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';
import { createApp, type CreatedApp } from './app.ts';
import { isDialect } from './dialect/dialects.ts';
import type { ServerOptions } from './options.ts';

const MOUNTED = ['/v1/', '/1/', '/admin/v1/', '/__sim/', '/__admin/', '/__fixtures/', '/static/'];

function envFlag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value === 'true';
}

export function embeddedApi(options: Partial<ServerOptions> = {}): Plugin {
  let created: CreatedApp | undefined;
  const wechatSim = options.wechatSim ?? envFlag(process.env.WECHAT_SIM) ?? false;
  return {
    name: 'embedded-api',
    apply: 'serve',
    configureServer(server) {
      created = createApp({
        // The client signs with VITE_SIGN_SECRET; the dev server must verify with the same.
        secret: server.config.env.VITE_SIGN_SECRET || process.env.SIGN_SECRET || 'dev-secret',
        clockSkew: Number(process.env.CLOCK_SKEW ?? 0) || 0,
        testHooks: envFlag(process.env.TEST_HOOKS) ?? false,
        ...(isDialect(process.env.DIALECT) ? { dialect: process.env.DIALECT } : {}),
        ...(process.env.ADMIN_TOKEN ? { adminToken: process.env.ADMIN_TOKEN } : {}),
        ...options,
        wechatSim,
        // Vite serves the SPA itself.
        serveDir: '',
      });
      const app = created;
      if (!process.env.ADMIN_TOKEN && !options.adminToken) server.config.logger.info(`  operator token (x-admin-token of /admin/v1): ${app.options.adminToken}`);
      // Keep Node's own Request/Response: Vite shares this process.
      const listener = getRequestListener(app.app.fetch, { overrideGlobalObjects: false });
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (!MOUNTED.some((prefix) => path.startsWith(prefix))) return next();
        listener(req, res).catch(next);
      });
      const flush = () => app.close();
      server.httpServer?.once('close', flush);
      process.once('exit', flush);
    },
    transformIndexHtml() {
      return wechatSim ? [{ tag: 'script', attrs: { src: '/__sim/wechat.js' }, injectTo: 'head-prepend' }] : [];
    },
  };
}
