import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../core/navigation';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path such as `/mall/collect`. */
  to: string;
  replace?: boolean;
}

/**
 * A real link (a shopper can long-press or open it in a new tab) that moves inside the app through
 * the registered navigator, so widgets need no router of their own.
 */
export function AppLink({ to, replace, onClick, ...rest }: AppLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} onClick={follow} {...rest} />;
}
