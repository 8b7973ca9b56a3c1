import { CURRENT_SCHEMA_VERSION } from './page-document.ts';

/**
 * One pure function per version step. Version 0 is the editor's first format: `components`
 * instead of `nodes`, each `{ id, component, config, items? }`, and the page background as
 * top-level `bg_color` / `bg_img`.
 */
type Migration = (document: Record<string, unknown>) => Record<string, unknown>;

interface LegacyComponent {
  id?: unknown;
  component?: unknown;
  config?: unknown;
  items?: unknown;
}

function nodeFromV0(component: LegacyComponent, index: number): Record<string, unknown> {
  const children = Array.isArray(component.items) ? component.items.map((item, i) => nodeFromV0(item as LegacyComponent, i)) : undefined;
  return {
    id: typeof component.id === 'string' && component.id ? component.id : `legacy-${index}`,
    type: component.component,
    props: component.config ?? {},
    ...(children ? { children } : {}),
  };
}

export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  0: (document) => {
    const { components, bg_color, bg_img, ...rest } = document;
    return {
      ...rest,
      schema_version: 1,
      style: { bg_color: typeof bg_color === 'string' ? bg_color : '', bg_img: typeof bg_img === 'string' ? bg_img : '' },
      nodes: Array.isArray(components) ? components.map((component, index) => nodeFromV0(component as LegacyComponent, index)) : [],
    };
  },
};

export type MigrationResult =
  | { ok: true; document: Record<string, unknown> }
  | { ok: false; reason: 'newer'; version: number }
  | { ok: false; reason: 'unknown'; version: unknown };

/** Brings an older document up to the current version, step by step; never touches the input. */
export function migrateDocument(input: Record<string, unknown>): MigrationResult {
  // No version at all: the legacy editor wrote `components`; anything else is taken as current.
  const sent = input.schema_version ?? (Array.isArray(input.components) ? 0 : CURRENT_SCHEMA_VERSION);
  // CONTRACT §5: a number may arrive as a numeric string.
  const version = typeof sent === 'string' && sent.trim() !== '' && Number.isInteger(Number(sent)) ? Number(sent) : sent;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return { ok: false, reason: 'unknown', version };
  if (version > CURRENT_SCHEMA_VERSION) return { ok: false, reason: 'newer', version };
  let document = input;
  for (let step = version; step < CURRENT_SCHEMA_VERSION; step += 1) {
    const migrate = MIGRATIONS[step];
    if (!migrate) return { ok: false, reason: 'unknown', version };
    document = migrate(document);
  }
  return { ok: true, document };
}
