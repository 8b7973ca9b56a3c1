import { getProductDetail } from '../../../api/product';
import { isApiError } from '../../../core/request';
import type { PageDraft } from '../model';
import type { Finding } from './finding';
import { referencesOf, type Reference } from './references';

/**
 * The back end answered the product's detail with an envelope code: it does not sell that product (the
 * specs name no "not found" code, mall-spec §8). No answer at all (network, timeout) proves nothing.
 */
const refusedByBackEnd = (error: unknown) => isApiError(error) && (error.kind === 'business' || error.kind === 'silent');
const PICTURE_WAIT_MS = 8_000;

export interface RemoteDeps {
  /** Resolves true when the picture loads. */
  loadPicture: (url: string) => Promise<boolean>;
  /** Resolves 'known', 'unknown' or 'unchecked' (the back end could not say). */
  productState: (id: string) => Promise<'known' | 'unknown' | 'unchecked'>;
}

const browserDeps: RemoteDeps = {
  loadPicture: (url) =>
    new Promise((resolve) => {
      const image = new Image();
      const timer = setTimeout(() => resolve(false), PICTURE_WAIT_MS);
      image.onload = () => {
        clearTimeout(timer);
        resolve(true);
      };
      image.onerror = () => {
        clearTimeout(timer);
        resolve(false);
      };
      image.src = url;
    }),
  productState: (id) =>
    getProductDetail({ product_id: Number(id) }, { silent: true }).then(
      () => 'known' as const,
      (error: unknown) => (refusedByBackEnd(error) ? 'unknown' : 'unchecked'),
    ),
};

/** Each distinct value checked once, however many nodes use it. */
async function eachOnce<T>(references: readonly Reference[], check: (value: string) => Promise<T>): Promise<Map<string, T>> {
  const values = [...new Set(references.map((reference) => reference.value))];
  const results = await Promise.all(values.map(check));
  return new Map(values.map((value, index) => [value, results[index]!]));
}

/** What only the network can tell: pictures that do not load (warnings), products the back end does not know (errors). */
export async function remoteFindings(draft: PageDraft, deps: RemoteDeps = browserDeps): Promise<Finding[]> {
  const { pictures, products } = referencesOf(draft);
  const [loads, states] = await Promise.all([eachOnce(pictures, deps.loadPicture), eachOnce(products, deps.productState)]);
  const findings: Finding[] = [];
  for (const { path, value } of products) {
    const state = states.get(value);
    if (state === 'unknown') findings.push({ severity: 'error', path, message: `商品 ${value} 不存在或已下架` });
    if (state === 'unchecked') findings.push({ severity: 'warning', path, message: `无法核对商品 ${value}` });
  }
  for (const { path, value } of pictures) if (!loads.get(value)) findings.push({ severity: 'warning', path, message: `图片无法加载：${value}` });
  return findings;
}
