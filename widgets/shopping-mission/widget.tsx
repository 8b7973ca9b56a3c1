import { useCallback } from 'react';
import { getShoppingMission } from '../../src/api/mission';
import { runAction } from '../../src/core/actions';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { MissionBlock, MissionSummary } from '../../src/mall/missions/MissionBlock';
import { MissionGate } from '../../src/mall/missions/MissionGate';
import { RemoteBlock } from '../../src/mall/missions/RemoteBlock';
import { toTile } from '../../src/mall/product-tile';
import { ProductCard, type ProductTile } from '../../src/ui/ProductCard';
import { useRemote } from '../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface ShoppingMissionProps {
  title?: string;
}

function ShoppingBoard() {
  const remote = useRemote(() => getShoppingMission(), []);
  const open = useCallback((tile: ProductTile) => void runAction({ target: 'product', target_id: String(tile.id) }), []);
  return (
    <RemoteBlock remote={remote}>
      {({ mission, products }) => (
        <>
          {mission ? (
            <MissionSummary mission={mission} />
          ) : null}
          <ul className={styles.grid}>
            {products.map((product) => (
              <li key={product.product_id} className={styles.cell}>
                <ProductCard product={toTile(product)} columns={2} onOpen={open} />
              </li>
            ))}
          </ul>
        </>
      )}
    </RemoteBlock>
  );
}

function ShoppingMission({ props }: WidgetRenderProps<ShoppingMissionProps>) {
  const title = props.title?.trim() || '下单领金币';
  return (
    <MissionBlock title={title}>
      <MissionGate prompt="登录后做任务">
        <ShoppingBoard />
      </MissionGate>
    </MissionBlock>
  );
}

export default defineWidget<ShoppingMissionProps>({ type: 'shopping-mission', validate, component: ShoppingMission });
