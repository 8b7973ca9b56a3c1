import { hostPolicy } from './current';

/**
 * Whether a page needs a share entry of its own: the app and a browser have no share menu of ours (the
 * mini program's and WeChat's menus share the card). Apart from ./share, so a page can decide before
 * it loads the sharing code.
 */
export const pageNeedsShareEntry = (): boolean => hostPolicy.share === 'app-share' || hostPolicy.share === 'copy-link';
