// axios's own modules, imported one by one (package exports `./unsafe/*`): the request layer needs only
// the XHR transport and its error class, not the core's interceptors, fetch and form-data machinery.
declare module 'axios/unsafe/adapters/xhr.js' {
  import type { AxiosAdapter } from 'axios';
  /** `false` where XMLHttpRequest does not exist. */
  const xhrAdapter: AxiosAdapter | false;
  export default xhrAdapter;
}

declare module 'axios/unsafe/core/AxiosError.js' {
  import type { AxiosError } from 'axios';
  const AxiosErrorClass: typeof AxiosError;
  export default AxiosErrorClass;
}

declare module 'axios/unsafe/core/AxiosHeaders.js' {
  import type { AxiosHeaders } from 'axios';
  const AxiosHeadersClass: typeof AxiosHeaders;
  export default AxiosHeadersClass;
}
