/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SIGN_SECRET?: string;
  readonly VITE_PRODUCT_HOSTS?: string;
  readonly VITE_APP_UA_MARKER?: string;
  readonly VITE_WX_APPID?: string;
  readonly VITE_DEMO_TOOLS?: string;
  readonly VITE_PREVIEW_ORIGINS?: string;
  readonly VITE_APP_DOWNLOAD_URL?: string;
  readonly VITE_APP_SCHEME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
