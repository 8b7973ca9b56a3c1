import type { ReactNode } from 'react';
import { getStoreOwnerInfo } from '../../../src/api/store';
import type { StoreOwnerInfo } from '../../../src/contract';
import { callBridge } from '../../../src/core/bridge';
import { savePicture } from '../../../src/core/host/device';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { openCustomerService } from '../../../src/mall/contact';
import { copyWithMessage } from '../../../src/ui/copy-text';
import { Img } from '../../../src/ui/Img';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface ShopContactProps {
  agency_store_id: string | number;
}

const NOT_FILLED = '店主暂未填写';
const NOT_UPLOADED = '店主暂未上传';
const BY_QR_CODE = '扫描下方二维码添加';

/** What a dialler accepts; owners type numbers with spaces, brackets or words around them. */
const dialable = (mobile: string) => mobile.replace(/[^\d+-]/g, '');

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

const Missing = ({ text }: { text: string }) => <span className={styles.missing}>{text}</span>;

function OwnerContact({ owner }: { owner: StoreOwnerInfo }) {
  const phone = dialable(owner.store_mobile ?? '');
  const wechat = owner.store_wechat ?? '';
  return (
    <div className={styles.screen}>
      <dl className={styles.card} aria-label="店主联系方式">
        <Row label="店主电话">
          {phone ? (
            // A real tel: link (long-press, screen readers); a tap dials through the bridge, so the native
            // app dials itself and the mini program says 请移驾到app操作 (platform-spec §7).
            <a
              className={styles.phone}
              href={`tel:${phone}`}
              onClick={(event) => {
                event.preventDefault();
                void callBridge('callPhone', { phone });
              }}
            >
              {owner.store_mobile}
            </a>
          ) : (
            <Missing text={NOT_FILLED} />
          )}
        </Row>
        <Row label="店主微信">
          {wechat ? (
            <>
              <span className={styles.text}>{wechat}</span>
              <button type="button" className={styles.copy} aria-label="复制店主微信号" onClick={() => void copyWithMessage(wechat)}>
                复制
              </button>
            </>
          ) : owner.store_wechat_qr_code ? (
            // The owner is reachable on WeChat all the same: the code below says how.
            <span className={styles.text}>{BY_QR_CODE}</span>
          ) : (
            <Missing text={NOT_FILLED} />
          )}
        </Row>
        <div className={styles.qrRow}>
          <dt className={styles.label}>店主微信二维码</dt>
          <dd className={styles.value}>
            {owner.store_wechat_qr_code ? (
              <>
                <div className={styles.qr}>
                  <Img src={owner.store_wechat_qr_code} alt="店主微信二维码" ratio={1} />
                </div>
                {/* The app saves it to the album; elsewhere the shopper is told to press and hold it. */}
                <button type="button" className={`${styles.copy} ${styles.saveQr}`} onClick={() => void savePicture(new URL(owner.store_wechat_qr_code ?? '', window.location.href).href)}>
                  保存二维码
                </button>
              </>
            ) : (
              <p className={`${styles.missing} ${styles.qrMissing}`}>{NOT_UPLOADED}</p>
            )}
          </dd>
        </div>
      </dl>
      {/* No arguments: this is about the store, not one product. */}
      <button type="button" className={styles.service} onClick={() => void openCustomerService()}>
        联系平台客服
      </button>
    </div>
  );
}

/** /mall/shop-contact (mall-spec §7): a dealer store owner's phone, WeChat and QR code. */
function ShopContact({ props }: WidgetRenderProps<ShopContactProps>) {
  const { agency_store_id } = props;
  const remote = useRemote(() => getStoreOwnerInfo({ agency_store_id }), [agency_store_id]);
  return <RemoteView remote={remote}>{(owner) => <OwnerContact owner={owner} />}</RemoteView>;
}

export default defineWidget<ShopContactProps>({ type: 'system:shop-contact', validate, component: ShopContact });
