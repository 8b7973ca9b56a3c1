import { useState } from 'react';
import { addFavoriteProduct, removeFavoriteProduct } from '../../../src/api/product';
import type { Flag } from '../../../src/contract';
import { toast, toastSuccess } from '../../../src/core/feedback';
import { ensureLoggedIn } from '../../../src/core/session';
import { useSingleFlight } from '../../../src/ui/use-single-flight';

/**
 * The favourite toggle (mall-spec §4): flips only after the add or remove call succeeds; one call
 * at a time however fast the taps; anonymous visitors are asked to log in.
 */
export function useFavorite(productId: number, initial: Flag) {
  const [favorite, setFavorite] = useState(initial === 1);
  const [pending, run] = useSingleFlight();

  const toggle = () => {
    if (!ensureLoggedIn()) return;
    const adding = !favorite;
    void run(async () => {
      await (adding ? addFavoriteProduct : removeFavoriteProduct)({ product_id: productId });
      setFavorite(adding);
      if (adding) toastSuccess('收藏成功');
      else toast('已取消收藏');
    });
  };
  return { favorite, pending, toggle };
}
