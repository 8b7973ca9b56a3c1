/**
 * How a call goes over the wire: axios's XHR transport, and what its failures mean to the request layer.
 * A chunk of its own (src/core/request/client.ts loads it): a screen's first reads usually come before the
 * app asks (in the page, or sent by the first-reads script), so the shell's first download goes without it.
 */
import type { AxiosAdapter } from 'axios';
import xhrAdapter from 'axios/unsafe/adapters/xhr.js';
import AxiosError from 'axios/unsafe/core/AxiosError.js';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import type { WireCall } from '../../contract/wire-call';
import { ApiError } from './errors';
import { NETWORK_MESSAGE, TIMEOUT_MESSAGE, statusMessage } from './messages';

/**
 * The shopper's signed call comes with the transport: no call is written before it is carried, and its
 * signature's md5 (about 3 KB gzip) then stays out of the shell's first download.
 */
export { wireCall } from '../../contract/signed-call';

/** Sends a call; answers its body as text, or throws the ApiError the shopper is told. */
export type Transport = (call: WireCall, to: { baseURL: string; timeoutMs: number }) => Promise<unknown>;

function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.response) return new ApiError('transport', statusMessage(error.response.status), error.response.status);
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return new ApiError('timeout', TIMEOUT_MESSAGE);
  }
  return new ApiError('network', NETWORK_MESSAGE);
}

/** The transport over `adapter` (tests swap it); axios's XHR one by default. */
export function axiosTransport(adapter: AxiosAdapter | false = xhrAdapter): Transport {
  return async (call, to) => {
    if (!adapter) throw new ApiError('network', NETWORK_MESSAGE);
    try {
      const response = await adapter({
        method: call.method,
        baseURL: to.baseURL,
        url: call.path,
        params: call.params,
        data: call.body,
        headers: AxiosHeaders.from(call.headers),
        timeout: to.timeoutMs,
        // Parsed by the layer, so a truncated body is told apart from a plain-text one.
        responseType: 'text',
        validateStatus: (status) => status >= 200 && status < 300,
      });
      return response.data as unknown;
    } catch (error) {
      throw transportError(error);
    }
  };
}
