/** The decoders' failure (./read.ts): an answer without what its screen needs; the screen shows its error panel with the path. */
export class WireError extends Error {
  constructor(
    readonly path: string,
    readonly reason: 'missing' | 'unreadable',
  ) {
    super(`${reason === 'missing' ? '服务器数据缺少' : '服务器数据无法识别'} ${path}`);
    this.name = 'WireError';
  }
}

export function isWireError(error: unknown): error is WireError {
  return error instanceof WireError;
}
