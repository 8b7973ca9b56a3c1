/** The system config (mall-spec §3), read at start-up: its own module, so the shell carries no other decoder. */
import type { SystemConfig } from '../types';
import { answer, flag, number, object, readCount, text, type Decoder } from './read';

/**
 * CONTRACT §7's `route_pages`: path → page id. A route the runtime cannot use (not a path, an id that
 * is no positive whole number) is left out rather than failing the config every screen depends on.
 */
const routePages: Decoder<Readonly<Record<string, number>>> = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const pages: Record<string, number> = {};
  for (const [path, id] of Object.entries(value)) {
    const pageId = readCount(id);
    if (path.startsWith('/') && pageId) pages[path] = pageId;
  }
  return pages;
};

export const systemConfig = answer<SystemConfig>(
  'config',
  object({ service_rule_url: text, privacy_rule_url: text, s_is_open_sence: flag, route_pages: routePages, ts: number }),
);
