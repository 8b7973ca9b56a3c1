import { getProductDetail } from '../../../api/product';
import { isApiError } from '../../../core/request';
import type { PageDraft } from '../model';
import type { Finding } from './finding';
import { referencesOf, type Reference } from './references';

/** The back end's answer for a product it does not have (mall-spec §8 not found). */
const PRODUCT_NOT_FOUND_CODE = 40004;
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
      (error: unknown) => (isApiError(error) && error.code === PRODUCT_NOT_FOUND_CODE ? 'unknown' : 'unchecked'),
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
