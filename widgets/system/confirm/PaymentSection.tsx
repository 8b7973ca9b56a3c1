import type { PaymentMethod } from '../../../src/contract';
import { Img } from '../../../src/ui/Img';
import styles from './widget.module.css';

interface PaymentSectionProps {
  payments: PaymentMethod[];
  chosen: number | null;
  locked: boolean;
  onChoose: (paymentId: number) => void;
}

/**
 * The server's payment methods; among several, none is chosen until the shopper picks one (mall-spec §5).
 * A method's note helps choose between methods, so the only one shows none ("recommended" of one).
 */
export function PaymentSection({ payments, chosen, locked, onChoose }: PaymentSectionProps) {
  return (
    <section className={styles.card} aria-labelledby="confirm-payments">
      <h2 id="confirm-payments" className={styles.cardTitle}>支付方式</h2>
      <div role="radiogroup" aria-labelledby="confirm-payments">
        {payments.map((payment) => (
          <button
            key={payment.payment_id}
            type="button"
            role="radio"
            aria-checked={payment.payment_id === chosen}
            className={styles.payment}
            disabled={locked}
            onClick={() => onChoose(payment.payment_id)}
          >
            <Img src={payment.logo} alt="" className={styles.paymentLogo} ratio={1} />
            <span className={styles.paymentText}>
              <span className={styles.paymentName}>{payment.name}</span>
              {payment.description && payments.length > 1 ? <span className={styles.paymentNote}>{payment.description}</span> : null}
            </span>
            <span className={styles.radio} aria-hidden="true" />
          </button>
        ))}
      </div>
    </section>
  );
}
