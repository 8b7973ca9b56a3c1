import { PICTURE_NAME } from '../forms/schema';
import { contractPath, walkNodes, type PageDraft } from '../model';

/** A value in some node's props the lint checks outside the document: a picture or a product. */
export interface Reference {
  path: string;
  value: string;
}

function collect(value: unknown, path: string, into: { pictures: Reference[]; products: Reference[] }, key = ''): void {
  if (Array.isArray(value)) value.forEach((item, index) => collect(item, `${path}[${index}]`, into, key));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, inner] of Object.entries(value)) collect(inner, `${path}.${name}`, into, name);
  } else if (key && (typeof value === 'string' || typeof value === 'number') && String(value) !== '') {
    if (key === 'product_id') into.products.push({ path, value: String(value) });
    else if (typeof value === 'string' && PICTURE_NAME.test(key)) into.pictures.push({ path, value });
  }
}

/** Every picture address and product id in the nodes' props and styles, with its path. */
export function referencesOf(draft: PageDraft): { pictures: Reference[]; products: Reference[] } {
  const found = { pictures: [] as Reference[], products: [] as Reference[] };
  for (const { node, path } of walkNodes(draft.nodes)) {
    collect(node.props ?? {}, `${contractPath(path)}.props`, found);
    collect(node.style ?? {}, `${contractPath(path)}.style`, found);
  }
  return found;
}
