import { registeredTypes, type Validator } from '../../../core/renderer';
import type { FieldSchema } from '../forms/schema';
import type { DraftNode } from '../model';

/**
 * Every registered widget with its props schema, its example node and its generated validator. Loaded
 * with the editor's route only: the schemas' words and the validators never reach the shopper.
 */
const schemas = import.meta.glob<FieldSchema>('../../../../widgets/*/props.schema.json', { eager: true, import: 'default' });
const examples = import.meta.glob<DraftNode>('../../../../widgets/*/example.json', { eager: true, import: 'default' });
// The editor's own copies of the validators (`&editor`, schemas/validator-plugin.ts): each widget's stays in its file.
const validators = import.meta.glob<Validator>('../../../../widgets/*/props.schema.json', { eager: true, import: 'default', query: '?validate&editor' });

const folderOf = (file: string) => /widgets\/([^/]+)\//.exec(file)?.[1] ?? '';
const byType = <T>(modules: Record<string, T>): Map<string, T> => new Map(Object.entries(modules).map(([file, value]) => [folderOf(file), value]));

export interface CatalogueEntry {
  type: string;
  group: string;
  title: string;
  description: string;
  schema: FieldSchema;
  /** A new node's props: the widget's example, so it shows something at once. */
  startingProps: Record<string, unknown>;
  validate: Validator;
}

/** The palette's groups, in order; a widget not named here is under the last one. */
const GROUPS: readonly (readonly [string, readonly string[]])[] = [
  ['图文', ['banner', 'image', 'picture-cube', 'icon-grid', 'title', 'notice-bar', 'rich-text', 'video', 'rule-image']],
  ['商品与营销', ['product-grid', 'product-feed', 'flash-sale', 'group-buy', 'coupon-list', 'countdown']],
  ['布局', ['tabs', 'container', 'spacer', 'divider', 'popup-ad', 'float-button']],
  ['会员与任务', ['sign-in', 'user-card', 'mission-list', 'mission-records', 'invite-friends', 'shopping-mission', 'share-mission']],
];
const OTHER_GROUP = '其他';

const groupOf = (type: string) => GROUPS.find(([, types]) => types.includes(type))?.[0] ?? OTHER_GROUP;

function entries(): CatalogueEntry[] {
  const schemaOf = byType(schemas);
  const exampleOf = byType(examples);
  const validatorOf = byType(validators);
  // Operator widgets only: the coded mall screens (`system:*`) are not placed by operators.
  return registeredTypes().filter((type) => !type.startsWith('system:')).flatMap((type) => {
    const schema = schemaOf.get(type);
    const validate = validatorOf.get(type);
    if (!schema || !validate) return [];
    const description = schema.description ?? '';
    return [{ type, group: groupOf(type), title: schema.title ?? type, description, schema, startingProps: structuredClone(exampleOf.get(type)?.props ?? {}), validate }];
  });
}

let built: { list: readonly CatalogueEntry[]; byType: ReadonlyMap<string, CatalogueEntry> } | undefined;

/** Built at first use: the app registers its widgets at start-up, before any editor screen. */
function catalogue() {
  if (!built) {
    const list = entries();
    built = { list, byType: new Map(list.map((entry) => [entry.type, entry])) };
  }
  return built;
}

export const widgetCatalogue = (): readonly CatalogueEntry[] => catalogue().list;

export const catalogueEntry = (type: string): CatalogueEntry | undefined => catalogue().byType.get(type);

/** The palette: groups in order, each with its widgets. */
export function paletteGroups(): { group: string; widgets: CatalogueEntry[] }[] {
  const names = [...GROUPS.map(([group]) => group), OTHER_GROUP];
  return names.map((group) => ({ group, widgets: widgetCatalogue().filter((entry) => entry.group === group) })).filter(({ widgets }) => widgets.length);
}
