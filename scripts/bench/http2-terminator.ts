/**
 * HTTPS and HTTP/2 in front of a local http:// server, as the CDN or load balancer of a deployment
 * serves the app (WeChat opens only https pages; an HTTPS host speaks HTTP/2). Browsers speak HTTP/2
 * only over TLS, so a bench that asks for http://127.0.0.1 measures HTTP/1.1 and its six connections
 * instead. Measurement only: the certificate is a throwaway self-signed one (openssl), and the browser
 * is told to accept it (--ignore-certificate-errors).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forward } from './forward.ts';

export const BROWSER_FLAGS_FOR_TERMINATOR = ['--ignore-certificate-errors'];

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the terminator on a free port; `origin` is its https:// address. */
export async function startHttp2Terminator(upstream: string): Promise<{ origin: string; close: () => void }> {
  const target = new URL(upstream);
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (incoming, outgoing) => forward(target, incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Closed without waiting for the browser's sessions: each run's Chromium is gone by then.
  return { origin: `https://127.0.0.1:${port}`, close: () => void server.close() };
}
