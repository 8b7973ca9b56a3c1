import { produce } from 'immer';
import type { PageDraft } from './types';

/** The page's own fields (title, style, share card, guide_id): everything but its nodes. */
export type PageSettings = Omit<PageDraft, 'nodes'>;

export const pageSettingsOf = ({ nodes: _nodes, ...settings }: PageDraft): PageSettings => settings;

/** The page's settings replaced by the form's value; the nodes stay as they are. */
export function updatePageSettings(draft: PageDraft, settings: PageSettings): PageDraft {
  return produce(draft, (page) => {
    for (const key of Object.keys(page)) if (key !== 'nodes' && !(key in settings)) delete (page as Record<string, unknown>)[key];
    Object.assign(page, structuredClone(settings));
  });
}
