import { useCallback, useRef, useState } from 'react';
import { getShareMission } from '../../src/api/mission';
import type { Mission, ProductCard as ApiProductCard } from '../../src/contract';
import { runAction } from '../../src/core/actions';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { MissionBlock, MissionSummary } from '../../src/mall/missions/MissionBlock';
import { MissionGate } from '../../src/mall/missions/MissionGate';
import { RemoteBlock } from '../../src/mall/missions/RemoteBlock';
import { shareProduct } from '../../src/mall/missions/share';
import { toTile } from '../../src/mall/product-tile';
import { ProductCard, type ProductTile } from '../../src/ui/ProductCard';
import { useRemote } from '../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface ShareMissionProps {
  title?: string;
}

function ShareProducts({ first, products }: { first: Mission | undefined; products: ApiProductCard[] }) {
  const [mission, setMission] = useState(first);
  const [sharing, setSharing] = useState<number | null>(null);
  const busy = useRef(false);
  const open = useCallback((tile: ProductTile) => void runAction({ target: 'product', target_id: String(tile.id) }), []);

  // Shared, the product is reported (share_product_detail with its id), which counts towards the mission.
  const share = async (product: ApiProductCard) => {
    if (busy.current) return;
    busy.current = true;
    setSharing(product.product_id);
    try {
      if (await shareProduct(product)) setMission((await getShareMission({ product_id: product.product_id })).mission ?? mission);
    } catch {
      // The request layer showed why; the share itself happened.
    } finally {
      busy.current = false;
      setSharing(null);
    }
  };

  return (
    <>
      {mission ? (
        <MissionSummary mission={mission} />
      ) : null}
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.product_id} className={styles.item}>
            <ProductCard product={toTile(product)} columns={1} onOpen={open} />
            <button
              type="button"
              className={styles.share}
              disabled={sharing === product.product_id}
              aria-label={`分享 ${product.title}`}
              onClick={() => void share(product)}
            >
              分享
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function ShareBoard() {
  const remote = useRemote(() => getShareMission(), []);
  return <RemoteBlock remote={remote}>{({ mission, products }) => <ShareProducts first={mission} products={products} />}</RemoteBlock>;
}

function ShareMission({ props }: WidgetRenderProps<ShareMissionProps>) {
  const title = props.title?.trim() || '分享领金币';
  return (
    <MissionBlock title={title}>
      <MissionGate prompt="登录后做任务">
        <ShareBoard />
      </MissionGate>
    </MissionBlock>
  );
}

export default defineWidget<ShareMissionProps>({ type: 'share-mission', validate, component: ShareMission });
