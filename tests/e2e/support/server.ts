import type { APIRequestContext } from '@playwright/test';

/** Fault injection and inspection hooks of the embedded server (only on with --test-hooks). */
export interface Fault {
  path: string;
  method?: 'GET' | 'POST';
  times?: number;
  status?: number;
  code?: number;
  msg?: string;
  delay_ms?: number;
  body?: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: { x_token: boolean };
}

export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/__admin/faults', { data: fault });
  if (!response.ok()) throw new Error(`fault not accepted: ${response.status()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/__admin/faults');
}

export async function requestsTo(request: APIRequestContext, path: string): Promise<LoggedRequest[]> {
  const response = await request.get(`/__admin/requests?path=${encodeURIComponent(path)}`);
  const body = (await response.json()) as { requests: LoggedRequest[] };
  return body.requests;
}

export async function resetServer(request: APIRequestContext): Promise<void> {
  await request.post('/__admin/reset');
}

export async function setClockSkew(request: APIRequestContext, skew: number): Promise<void> {
  await request.post('/__admin/clock', { data: { skew } });
}

export const DEMO_CODE = '123456';
