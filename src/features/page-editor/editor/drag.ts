import type { DragEvent } from 'react';
import type { NodePath } from '../model';

/** What a drag carries: a node of the outline (its path) or a widget of the palette (its type). */
export type Dragged = { kind: 'node'; path: NodePath } | { kind: 'widget'; type: string };

const MIME = 'application/x-page-editor';

export function startDrag(event: DragEvent, dragged: Dragged): void {
  event.dataTransfer.setData(MIME, JSON.stringify(dragged));
  event.dataTransfer.effectAllowed = dragged.kind === 'node' ? 'move' : 'copy';
}

/** Only our own drags are accepted (not files, not text from elsewhere). */
export const carriesOurs = (event: DragEvent): boolean => event.dataTransfer.types.includes(MIME);

export function readDrag(event: DragEvent): Dragged | null {
  try {
    const value: unknown = JSON.parse(event.dataTransfer.getData(MIME));
    if (typeof value !== 'object' || value === null) return null;
    const dragged = value as Partial<{ kind: string; path: unknown; type: unknown }>;
    if (dragged.kind === 'node' && Array.isArray(dragged.path) && dragged.path.every((index) => Number.isInteger(index))) return { kind: 'node', path: dragged.path as number[] };
    if (dragged.kind === 'widget' && typeof dragged.type === 'string') return { kind: 'widget', type: dragged.type };
  } catch {
    // Not ours.
  }
  return null;
}
