import styles from './TrackStatus.module.css';

/** mall-spec: track_status 4 (delivered) is shown in green, every other status in pink. */
const DELIVERED = 4;

/** A parcel's tracking status text, green once delivered and pink while on its way. */
export function TrackStatus({ status, text, className }: { status: number | undefined; text: string; className?: string }) {
  const tone = status === DELIVERED ? 'delivered' : 'moving';
  return (
    <span className={[styles[tone], className].filter(Boolean).join(' ')} data-tone={tone}>
      {text}
    </span>
  );
}
