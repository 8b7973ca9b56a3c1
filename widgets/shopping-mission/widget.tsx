import { useCallback } from 'react';
import { getShoppingMission } from '../../src/api/mission';
import { runAction } from '../../src/core/actions';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { MissionGate } from '../../src/mall/missions/MissionGate';
import { missionStateText } from '../../src/mall/missions/mission-words';
import { RemoteBlock } from '../../src/mall/missions/RemoteBlock';
import { ProductCard, toTile, type ProductTile } from '../../src/ui/ProductCard';
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
            <p className={styles.mission}>
              <span>
                {mission.desc || mission.title} · +{mission.reward}金币
              </span>
              <span className={styles.state}>{missionStateText(mission)}</span>
            </p>
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
    <section className={styles.card} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <MissionGate prompt="登录后做任务">
        <ShoppingBoard />
      </MissionGate>
    </section>
  );
}

export default defineWidget<ShoppingMissionProps>({ type: 'shopping-mission', validate, component: ShoppingMission });
