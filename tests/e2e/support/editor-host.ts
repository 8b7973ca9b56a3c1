import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { test } from '@playwright/test';

const PAGE = readFileSync(join(import.meta.dirname, 'editor-example.html'), 'utf8');

/** A back-office editor's page on another origin (a port of its own), serving the README's example editor. */
async function startEditorHost(port: number): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Serves the example editor on `port` while the tests of the enclosing describe block run. */
export function serveEditorHost(port: number): void {
  let host: Awaited<ReturnType<typeof startEditorHost>> | undefined;
  test.beforeAll(async () => {
    host = await startEditorHost(port);
  });
  test.afterAll(async () => host?.close());
}
