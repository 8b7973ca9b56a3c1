import { useState } from 'react';
import { addAddress, recognizeAddress } from '../../../src/api/address';
import { toast, toastSuccess } from '../../../src/core/feedback';
import { navigate } from '../../../src/core/navigation';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { addressListPath, isInAppPath, withAddressId } from '../../../src/mall/paths';
import { useSessionDraft } from '../../../src/ui/use-session-draft';
import { useSingleFlight } from '../../../src/ui/use-single-flight';
import { applyRecognised, EMPTY_DRAFT, firstProblem, regionText, toAddressForm, type AddressDraft } from './address-form';
import validate from './props.schema.json?validate';
import { RegionPicker } from './RegionPicker';
import styles from './widget.module.css';

const DRAFT_KEY = 'address-add-draft';

export interface AddressAddProps {
  redirect?: string;
}

function PasteBox({ onRecognised }: { onRecognised: (found: Parameters<typeof applyRecognised>[1]) => void }) {
  const [text, setText] = useState('');
  const [pending, run] = useSingleFlight();
  const recognise = () =>
    void run(async () => {
      onRecognised(await recognizeAddress({ address: text.trim() }));
      toastSuccess('识别成功');
    });
  return (
    <section className={styles.paste}>
      <label className={styles.pasteLabel} htmlFor="address-paste">智能识别</label>
      <textarea
        id="address-paste"
        className={styles.pasteBox}
        rows={3}
        value={text}
        placeholder="粘贴整段地址，如：张三 13800138000 浙江省杭州市西湖区文三路1号"
        onChange={(event) => setText(event.target.value)}
      />
      {/* mall-spec §5: the button exists only while there is something to recognise. */}
      {text.trim() ? (
        <button type="button" className={styles.recognise} onClick={recognise} disabled={pending}>
          识别
        </button>
      ) : null}
    </section>
  );
}

/** /mall/address/add (mall-spec §5). */
function AddressAdd({ props }: WidgetRenderProps<AddressAddProps>) {
  const { draft, setDraft, forget } = useSessionDraft<AddressDraft>(DRAFT_KEY, EMPTY_DRAFT);
  const [picking, setPicking] = useState(false);
  const [saving, run] = useSingleFlight();
  const edit = (patch: Partial<AddressDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = () => {
    const problem = firstProblem(draft);
    if (problem) {
      toast(problem);
      return;
    }
    void run(async () => {
      const { id } = await addAddress(toAddressForm(draft));
      forget();
      toastSuccess('保存成功');
      navigate(isInAppPath(props.redirect) ? withAddressId(props.redirect, id) : addressListPath({}), { replace: true });
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => { event.preventDefault(); save(); }} noValidate>
      <PasteBox onRecognised={(found) => setDraft((current) => applyRecognised(current, found))} />
      <section className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>收货人</span>
          <input className={styles.input} value={draft.full_name} placeholder="请输入姓名" maxLength={20} onChange={(event) => edit({ full_name: event.target.value })} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>手机号码</span>
          <input className={styles.input} type="tel" inputMode="numeric" value={draft.mobile} placeholder="请输入手机号码" maxLength={11} onChange={(event) => edit({ mobile: event.target.value })} />
        </label>
        <div className={styles.field}>
          <span className={styles.label} id="address-region-label">所在地区</span>
          <button type="button" className={styles.region} aria-labelledby="address-region-label address-region-value" onClick={() => setPicking(true)}>
            <span id="address-region-value" className={regionText(draft) ? undefined : styles.placeholder}>{regionText(draft) || '请选择省市区'}</span>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <label className={styles.field}>
          <span className={styles.label}>详细地址</span>
          <textarea className={styles.input} rows={2} value={draft.address} placeholder="街道、楼牌号等" maxLength={100} onChange={(event) => edit({ address: event.target.value })} />
        </label>
        <label className={styles.switchRow}>
          <span className={styles.label}>设为默认地址</span>
          <input type="checkbox" role="switch" className={styles.switch} checked={draft.isDefault} onChange={(event) => edit({ isDefault: event.target.checked })} />
        </label>
      </section>
      <button type="submit" className={styles.save} disabled={saving}>保存</button>
      <RegionPicker
        open={picking}
        draft={draft}
        onPick={([province, city, area]) => edit({ province, city, area })}
        onClose={() => setPicking(false)}
      />
    </form>
  );
}

export default defineWidget<AddressAddProps>({ type: 'system:address-add', validate, component: AddressAdd });
