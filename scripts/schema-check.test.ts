import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSchemaSet, projectRoot, SCHEMA_BASE } from '../schemas/schema-set.ts';
import { checkDocumentText, createCheckDeps, DOCUMENT_PATH, formatText, type CheckResult } from './schema-check.ts';
import { loadCatalog } from './fixtures/catalog.ts';
import { countNodes } from './fixtures/page.ts';
import { buildPageFixtures, PAGE_FIXTURES } from './fixtures/pages.ts';
import { loadVectors } from './fixtures/xss.ts';
import { loosenDocument } from '../server/dialect/loose.ts';
import { OPERATOR_WIDGETS } from '../widgets/index.ts';

const deps = createCheckDeps();
const check = (value: unknown): CheckResult => checkDocumentText(JSON.stringify(value), deps);
const readPage = (file: string): string => readFileSync(join(projectRoot(), 'fixtures/pages', file), 'utf8');
const paths = (result: CheckResult): string[] => result.problems.map((problem) => problem.path);

const page = (nodes: unknown[]) => ({ schema_version: 1, id: 900, title: '测试', nodes });
const spacer = (id: string) => ({ id, type: 'spacer', props: { height: 8 } });

interface TestNode {
  id: string;
  type: string;
  children?: TestNode[];
}

const walk = (nodes: readonly TestNode[]): TestNode[] =>
  nodes.flatMap((node) => [node, ...(Array.isArray(node.children) ? walk(node.children) : [])]);

describe('checkDocumentText', () => {
  it('passes a valid document', () => {
    expect(check(page([spacer('a'), { id: 'b', type: 'divider', props: { text: '精选' } }]))).toEqual({ ok: true, problems: [] });
  });

  it('reports a wrong value deep inside a nested node with its full path', () => {
    const items = [0, 1, 2].map((i) => ({ product_id: 1001 + i, title: '好物', image: i === 2 ? { src: '/static/img/p/1.svg' } : '/static/img/p/1.svg', price: '9.90' }));
    const grid = { id: 'grid', type: 'product-grid', props: { columns: 2, items } };
    const result = check(page([spacer('a'), spacer('b'), spacer('c'), { id: 'box', type: 'container', props: {}, children: [grid] }]));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([{ path: 'nodes[3].children[0].props.items[2].image', reason: '类型应为 string' }]);
  });

  it('reads "" and null as absent (CONTRACT §5): an empty optional field costs nothing, an empty required one is missing', () => {
    const title = { id: 't', type: 'title', props: { text: '爆款', subtitle: '', more: null }, style: { bg_color: '' } };
    const items = [{ product_id: 1001, title: '好物', image: '', price: '9.90' }];
    const grid = { id: 'grid', type: 'product-grid', props: { columns: 2, items } };
    const result = check({ ...page([title, grid]), style: null, share: { title: '', image: null } });
    expect(result.problems).toEqual([{ path: 'nodes[1].props.items[0].image', reason: '缺少必填项' }]);
  });

  it('reads a document stored as form input: ids, versions, numbers and flags as text; status and the page\'s looks never fail it', () => {
    const stored = {
      schema_version: '1', id: '101', title: 7, status: 1, updated_at: 20261111, guide_id: '7',
      style: { bg_color: 'red', bg_img: 'javascript:alert(1)' }, share: { title: ['x'], desc: '双11' },
      nodes: [
        { id: 'a', type: 'icon-grid', props: { columns: '4', items: [{ title: '美妆', image: '/a.png' }] }, style: { margin: ['8', 12], radius: '8' } },
        { id: 'b', type: 'tabs', props: { titles: ['热卖', '新品'], sticky: 1 }, children: [spacer('c'), spacer('d')] },
        { id: 'e', type: 'banner', props: { interval: '3000', loop: '1', items: [{ image: '/b.png' }] } },
      ],
    };
    expect(check(stored)).toEqual({ ok: true, problems: [] });
    // The nodes themselves are still checked: a column count no widget has is refused.
    expect(paths(check({ ...stored, nodes: [{ id: 'a', type: 'icon-grid', props: { columns: '6', items: [{ title: '美妆', image: '/a.png' }] } }] }))).toEqual(['nodes[0].props.columns']);
    // So is what the page cannot be drawn without.
    expect(paths(check({ ...stored, id: 'abc' }))).toEqual(['id']);
  });

  it('reports unknown types, including a type that tries to reach another schema', () => {
    const result = check(page([{ id: 'a', type: 'lottery-wheel', props: {} }, { id: 'b', type: '../../schemas/node', props: {} }]));
    expect(paths(result)).toEqual(['nodes[0].type', 'nodes[1].type']);
    expect(result.problems[0]?.reason).toContain('lottery-wheel');
  });

  it('reports JSON syntax errors with a line and column', () => {
    const result = checkDocumentText('{\n  "schema_version": 1,\n  "nodes": []\n}}', deps);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.path).toBe(DOCUMENT_PATH);
    expect(result.problems[0]?.reason).toMatch(/^JSON 解析失败.*(第 4 行第 2 列|line 4 column 2)/);
  });

  it('refuses a document that is not an object', () => {
    expect(checkDocumentText('[]', deps)).toEqual({ ok: false, problems: [{ path: DOCUMENT_PATH, reason: '页面文档应为 JSON 对象' }] });
  });

  it('refuses a newer schema_version with a clear message and an unreadable one', () => {
    const newer = check({ ...page([]), schema_version: 7 });
    expect(newer.ok).toBe(false);
    expect(newer.problems).toEqual([{ path: 'schema_version', reason: expect.stringContaining('7') }]);
    expect(newer.problems[0]?.reason).toContain('升级');
    expect(paths(check({ ...page([]), schema_version: 'one' }))).toEqual(['schema_version']);
    // CONTRACT §5: a number may arrive as a numeric string.
    expect(check({ ...page([]), schema_version: '1' }).ok).toBe(true);
  });

  it('migrates version 0 before checking, and checks what the migration produced', () => {
    const legacy = { schema_version: 0, id: 900, bg_color: '#fff', components: [{ id: 'c1', component: 'spacer', config: { height: 8 } }, { id: 'c2', component: 'spacer', config: {} }] };
    const result = check(legacy);
    expect(result.migratedFrom).toBe(0);
    expect(result.problems).toEqual([{ path: 'nodes[1].props.height', reason: '缺少必填项' }]);
  });

  it('reports page-level problems once, and each broken node once', () => {
    // A style the schema refuses is left out as the runtime leaves it out (CONTRACT §3): no problem.
    const result = check({ schema_version: 1, id: 0, style: { bg_color: 'red' }, nodes: ['spacer'] });
    expect(paths(result)).toEqual(['id', 'nodes[0]']);
    expect(paths(check({ schema_version: 1, id: 900 }))).toEqual(['nodes']);
  });

  it('formats one line per file and one per problem', () => {
    const text = formatText([
      { file: 'a.json', ok: true, problems: [], migratedFrom: 0 },
      { file: 'b.json', ok: false, problems: [{ path: 'nodes[0].type', reason: '未知' }] },
    ]);
    expect(text).toBe('✓ a.json (migrated from schema_version 0)\n✗ b.json\n  nodes[0].type: 未知');
  });
});

describe('page fixtures', () => {
  const built = buildPageFixtures(loadCatalog());

  it('are up to date with scripts/fixtures (run npm run fixtures:pages) and deterministic', () => {
    for (const [file, text] of built) expect(readPage(file), file).toBe(text);
    expect(buildPageFixtures(loadCatalog())).toEqual(built);
  });

  it.each(PAGE_FIXTURES.filter((fixture) => fixture.valid).map((fixture) => fixture.file))('%s passes schema:check', (file) => {
    expect(checkDocumentText(readPage(file), deps)).toMatchObject({ ok: true, problems: [] });
  });

  it('have unique node ids and realistic titles, share cards and styles', () => {
    for (const fixture of PAGE_FIXTURES.filter((f) => f.file !== '110.json')) {
      const document = JSON.parse(readPage(fixture.file)) as { title: string; share: Record<string, string>; style: Record<string, string>; nodes: TestNode[] };
      const ids = walk(document.nodes.filter((node) => typeof node === 'object' && node !== null)).map((node) => node.id).filter(Boolean);
      expect(new Set(ids).size, fixture.file).toBe(ids.length);
      expect(document.title).toBeTruthy();
      expect(document.share.title).toBeTruthy();
      expect(document.style.bg_color).toMatch(/^#/);
    }
  });

  it('read the same when a back office stores them as form input (the loose dialect\'s documents)', () => {
    for (const file of readdirSync(join(projectRoot(), 'fixtures/pages'))) {
      const text = readPage(file);
      expect(checkDocumentText(JSON.stringify(loosenDocument(JSON.parse(text))), deps), file).toEqual(checkDocumentText(text, deps));
    }
  });

  it('103 places every registered operator widget type but the mission centre\'s, which 120 places', () => {
    const typesOf = (file: string) => new Set(walk((JSON.parse(readPage(file)) as { nodes: TestNode[] }).nodes).map((node) => node.type));
    const everyWidget = typesOf('103.json');
    const missionCentre = [...typesOf('120.json')].filter((type) => !everyWidget.has(type));
    expect(missionCentre.sort()).toEqual(['invite-friends', 'mission-list', 'mission-records', 'rule-image', 'share-mission', 'shopping-mission']);
    expect([...everyWidget, ...missionCentre].sort()).toEqual(Object.keys(OPERATOR_WIDGETS).sort());
  });

  it('104 nests tabs in tabs, containers in tabs and a product feed in a tab', () => {
    const tabs = walk((JSON.parse(readPage('104.json')) as { nodes: TestNode[] }).nodes).filter((node) => node.type === 'tabs');
    const childTypes = tabs.flatMap((node) => (node.children ?? []).map((child) => child.type));
    expect(childTypes).toEqual(expect.arrayContaining(['tabs', 'container', 'product-feed']));
  });

  it.each([
    ['105.json', 50],
    ['106.json', 300],
    ['107.json', 1500],
  ])('%s has exactly %i nodes', (file, count) => {
    expect(countNodes((JSON.parse(readPage(file)) as { nodes: [] }).nodes)).toBe(count);
  });

  it('108 reports every broken node at its path and nothing about the valid ones', () => {
    const result = checkDocumentText(readPage('108.json'), deps);
    expect(result.ok).toBe(false);
    expect(paths(result)).toEqual([
      'nodes[1].type',
      'nodes[3].props.items[2].image',
      'nodes[4].props.columns',
      'nodes[4].props.items[1].price',
      'nodes[5].props.items[0].action.target',
      'nodes[6].id',
      'nodes[7].props',
      'nodes[8].children',
      'nodes[9].visible.from',
      'nodes[9].visible.to',
      'nodes[10].children[0].props.items[2].image',
      'nodes[10].children[1].props.items[2].amount',
      'nodes[10].children[2].props.src',
      'nodes[12].props.to',
      'nodes[13]',
      'nodes[14].children[1].type',
      'nodes[15].visible.login',
      'nodes[15].visible.platforms[1]',
      'nodes[15].style.margin',
      'nodes[16].type',
    ]);
    expect(result.problems[1]?.reason).toBe('缺少必填项');
    expect(result.problems[5]?.reason).toBe('缺少必填项');
  });

  it('109 is refused as newer than the runtime', () => {
    expect(paths(checkDocumentText(readPage('109.json'), deps))).toEqual(['schema_version']);
  });

  it('111 is invalid only where a hostile URL sits in an image or action URL field', () => {
    const text = readPage('111.json');
    const result = checkDocumentText(text, deps);
    expect(result.problems.every((problem) => /\.(image|target|url|src)$/.test(problem.path)), formatText([{ file: '111.json', ...result }])).toBe(true);
    const nodes = (JSON.parse(text) as { nodes: TestNode[] }).nodes;
    const failing = new Set(result.problems.map((problem) => nodes[Number(/^nodes\[(\d+)\]/.exec(problem.path)?.[1])]?.id));
    const hostile = loadVectors().filter((vector) => vector.context === 'url' && !/^https:\/\//.test(vector.vector));
    // n11 is the video whose src is a javascript: URL: the video schema admits only http(s) and site paths.
    expect([...failing].sort()).toEqual(['n11', ...hostile.map((vector) => `xss-url-${vector.n}`)].sort());
  });
});

describe('fixtures/xss/vectors.json', () => {
  const vectors = loadVectors();

  it('holds at least 60 distinct vectors, each calling window.__xss with its own number', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(60);
    expect(new Set(vectors.map((vector) => vector.vector)).size).toBe(vectors.length);
    vectors.forEach((vector, index) => {
      expect(vector.n).toBe(index + 1);
      const base64 = /base64,([A-Za-z0-9+/=]+)/.exec(vector.vector)?.[1];
      const payload = base64 ? Buffer.from(base64, 'base64').toString('utf8') : vector.vector;
      expect(payload.replace("['__x'+'ss']", '.__xss'), vector.vector).toContain(`__xss(${vector.n})`);
    });
  });
});

describe('schemas/nav-config.schema.json', () => {
  const validate = createSchemaSet({ standalone: false }).getSchema(`${SCHEMA_BASE}schemas/nav-config.schema.json`);

  it('accepts every navigation config the embedded server serves', () => {
    const guides = JSON.parse(readFileSync(join(projectRoot(), 'fixtures/demo/guides.json'), 'utf8')) as unknown[];
    expect(guides.length).toBeGreaterThan(0);
    for (const guide of guides) expect(validate?.(guide), JSON.stringify(validate?.errors)).toBe(true);
  });

  it('refuses an unknown position and a javascript: icon', () => {
    const nav = { title: '首页', target: { type: 9, content: '1001' }, guide_icon: 'javascript:alert(1)', selected_icon: '', unselected_icon: '' };
    expect(validate?.({ guide_id: 1, guide_position: 3, config: { config: { navs: [nav] } } })).toBe(false);
    expect(validate?.errors?.map((error) => error.instancePath).sort()).toEqual(['/config/config/navs/0/guide_icon', '/guide_position']);
  });
});
