declare module 'postcss-pxtorem' {
  import type { Plugin } from 'postcss';

  interface PxToRemOptions {
    rootValue?: number;
    propList?: string[];
    selectorBlackList?: Array<string | RegExp>;
    minPixelValue?: number;
    /** Files left in px: matched against the file's path. */
    exclude?: RegExp | string | ((file: string) => boolean);
  }

  export default function pxtorem(options?: PxToRemOptions): Plugin;
}
