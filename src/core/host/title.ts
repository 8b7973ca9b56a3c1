import { callBridge } from '../bridge';
import { hostPolicy } from './current';

export interface TitleColours {
  /** The bar's background, a CSS colour. */
  background?: string | undefined;
  /** The title's colour, a CSS colour. */
  front?: string | undefined;
}

// Hex colours have 3, 4, 6 or 8 digits; anything else would reach the app's colour parser as garbage.
const COLOUR = /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\([\d\s.,%]+\))$/i;
const colour = (value: string | undefined) => (value && COLOUR.test(value.trim()) ? value.trim() : undefined);

let shown = '';

/** The page's title wherever it shows: the document's, and inside the app its own navigation bar. */
export function setPageTitle(title: string, colours: TitleColours = {}): void {
  if (!title) return;
  document.title = title;
  if (hostPolicy.title !== 'app-navigation-bar') return;
  const background = colour(colours.background);
  const front = colour(colours.front);
  const payload = { title, ...(background && { background_color: background }), ...(front && { front_color: front }) };
  const key = JSON.stringify(payload);
  // Screens set their title on every render that could change it; the app hears each change once.
  if (key === shown) return;
  shown = key;
  void callBridge('setNavigationBar', payload, { quiet: true });
}
