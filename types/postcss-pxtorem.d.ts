declare module 'postcss-pxtorem' {
  import type { Plugin } from 'postcss';

  interface PxToRemOptions {
    rootValue?: number;
    propList?: string[];
    selectorBlackList?: Array<string | RegExp>;
    minPixelValue?: number;
  }

  export default function pxtorem(options?: PxToRemOptions): Plugin;
}
