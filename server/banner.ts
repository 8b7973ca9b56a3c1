/** What `tsx server/cli.ts` prints once it listens: where to go, how to log in, and what is on. */
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { Dialect } from './dialect/dialects.ts';
import type { ServerMode } from './options.ts';
import { DEMO_MOBILE } from './seed/state.ts';
import { DEMO_SMS_CODE } from './state/sms-codes.ts';

export interface BannerFacts {
  port: number;
  /** The address it is bound to (--host). */
  host: string;
  /** This machine's own addresses on its networks (IPv4), shown when it is bound to all of them. */
  lanAddresses: string[];
  mode: ServerMode;
  /** The built app it serves; empty: API only. */
  serveDir: string;
  /** The build has the testers' /dev/fixtures and /dev/editor (VITE_DEMO_TOOLS=1). */
  demoTools: boolean;
  wechatSim: boolean;
  testHooks: boolean;
  dialect: Dialect;
  clockSkew: number;
  /** The operator token of the back-office calls (demo mode); a generated one is shown, a given one never is. */
  adminToken?: { value: string; generated: boolean };
}

const ALL_INTERFACES = new Set(['0.0.0.0', '::']);

const origin = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** Lines under a title, labels aligned, so the URLs line up for the eye and a click. */
function aligned(rows: Array<[label: string, text: string]>): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, text]) => `  ${`${label}:`.padEnd(width + 2)}${text}`);
}

export function startupBanner(facts: BannerFacts): string[] {
  const anywhere = ALL_INTERFACES.has(facts.host);
  const home = origin(anywhere ? 'localhost' : facts.host, facts.port);
  const what = facts.serveDir ? `H5 mall ${facts.mode === 'demo' ? 'demo' : `(${facts.mode} mode)`}` : `API (${facts.mode} mode, no app: --serve DIR adds one)`;
  const rows: Array<[string, string]> = [];
  if (anywhere && facts.lanAddresses.length) rows.push(['on your network', facts.lanAddresses.map((address) => `${origin(address, facts.port)}/`).join('  ')]);
  if (facts.mode === 'demo') rows.push(['log in', `phone ${DEMO_MOBILE}, SMS code ${DEMO_SMS_CODE} (${DEMO_SMS_CODE} works for any phone)`]);
  if (facts.mode === 'demo' && facts.adminToken) {
    rows.push([
      'operator token',
      facts.adminToken.generated
        ? `${facts.adminToken.value} (header x-admin-token of /admin/v1; new at each start, --admin-token or ADMIN_TOKEN keeps one)`
        : 'from --admin-token or ADMIN_TOKEN (header x-admin-token of /admin/v1)',
    ]);
  }
  if (facts.serveDir && facts.demoTools) rows.push(["testers' tools", `${home}/dev/fixtures (page fixtures)  ${home}/dev/editor (page editor)`]);
  if (facts.serveDir) {
    rows.push([
      'WeChat stand-in',
      facts.wechatSim
        ? 'on, in pages opened with a WeChat user agent (fake payment sheet and OAuth, a badge); --no-wechat-sim turns it off'
        : 'off (--wechat-sim turns it on)',
    ]);
  }
  const extras = [
    facts.testHooks ? '/__admin on' : '',
    facts.dialect !== 'strict' ? `${facts.dialect} dialect` : '',
    facts.clockSkew ? `clock skew ${facts.clockSkew}s` : '',
  ].filter(Boolean);
  if (extras.length) rows.push(['also', extras.join(', ')]);
  if (facts.serveDir) rows.push(['serving', facts.serveDir]);
  return [`${what} on ${home}/`, ...aligned(rows)];
}

/** This machine's IPv4 addresses other than loopback: where a phone on the same network finds it. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => address.address);
}

/** Whether the build in `serveDir` has the testers' tools: their screens are in its manifest only then. */
export function buildHasDemoTools(serveDir: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(join(serveDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, unknown>;
    return Object.keys(manifest).some((source) => source.startsWith('src/features/dev-tools/'));
  } catch {
    return false;
  }
}
