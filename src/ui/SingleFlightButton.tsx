import type { ButtonHTMLAttributes } from 'react';
import { useSingleFlight } from './use-single-flight';

interface SingleFlightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  /** What a tap does; a second tap while it runs does nothing, and a failure is told once. */
  onTap: () => Promise<unknown>;
}

/** A button that runs one call at a time: disabled and marked busy while its call is pending. */
export function SingleFlightButton({ onTap, disabled, children, ...rest }: SingleFlightButtonProps) {
  const [pending, run] = useSingleFlight();
  return (
    <button {...rest} type="button" disabled={disabled || pending} aria-busy={pending || undefined} onClick={() => void run(onTap)}>
      {children}
    </button>
  );
}
