import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from './page-document';
import { migrateDocument } from './migrations';

describe('document migrations', () => {
  it('leaves a current document as it is', () => {
    const document = { schema_version: CURRENT_SCHEMA_VERSION, id: 1, nodes: [] };
    expect(migrateDocument(document)).toEqual({ ok: true, document });
  });

  it('migrates version 0 (components/config, page-level background) to nodes/props', () => {
    const legacy = {
      schema_version: 0,
      id: 7,
      title: 'old',
      bg_color: '#fff',
      components: [
        { id: 'a', component: 'spacer', config: { height: 8 } },
        { component: 'tabs', config: { titles: ['A'] }, items: [{ id: 'c', component: 'divider', config: {} }] },
      ],
    };
    const result = migrateDocument(legacy);
    expect(result).toEqual({
      ok: true,
      document: {
        schema_version: 1,
        id: 7,
        title: 'old',
        style: { bg_color: '#fff', bg_img: '' },
        nodes: [
          { id: 'a', type: 'spacer', props: { height: 8 } },
          { id: 'legacy-1', type: 'tabs', props: { titles: ['A'] }, children: [{ id: 'c', type: 'divider', props: {} }] },
        ],
      },
    });
    expect(legacy.components).toHaveLength(2); // the input is untouched
  });

  it('treats a missing version as the first format when it has components, else as current', () => {
    expect(migrateDocument({ components: [] })).toMatchObject({ ok: true, document: { schema_version: 1, nodes: [] } });
    const unversioned = { nodes: [{ id: 'a', type: 'spacer', props: { height: 1 } }] };
    expect(migrateDocument(unversioned)).toEqual({ ok: true, document: unversioned });
  });

  it('refuses a newer version and nonsense versions', () => {
    expect(migrateDocument({ schema_version: CURRENT_SCHEMA_VERSION + 1 })).toEqual({ ok: false, reason: 'newer', version: 2 });
    expect(migrateDocument({ schema_version: 'v1' })).toMatchObject({ ok: false, reason: 'unknown' });
    // CONTRACT §5: a number may arrive as a numeric string.
    expect(migrateDocument({ schema_version: '1' })).toMatchObject({ ok: true });
    expect(migrateDocument({ schema_version: '99' })).toMatchObject({ ok: false, reason: 'newer', version: 99 });
    expect(migrateDocument({ schema_version: -1 })).toMatchObject({ ok: false, reason: 'unknown' });
  });
});
