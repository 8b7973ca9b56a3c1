/**
 * Tracks requests in flight so an identical one to the same path can be refused while the first is
 * pending (mall-spec §8). Paged requests are exempt: scrolling fast legitimately repeats them.
 */
export function requestKey(method: string, path: string, params: object, body: unknown): string {
  return `${method} ${path} ${stableJson(params)} ${stableJson(body ?? null)}`;
}

export function isPaged(params: object, body: unknown): boolean {
  return 'page' in params || (typeof body === 'object' && body !== null && 'page' in body);
}

export class InFlight {
  private readonly keys = new Set<string>();

  /** Returns false when the key is already pending. */
  enter(key: string): boolean {
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }

  leave(key: string): void {
    this.keys.delete(key);
  }
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
