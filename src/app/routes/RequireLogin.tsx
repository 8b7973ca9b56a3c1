import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../core/navigation';
import { useSession } from '../../core/session';

/** mall-spec §6: order, address, settings and confirm pages send an anonymous visitor to login and back. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const location = useLocation();
  // Only a visitor who arrives without a session is sent to login here. A session that ends on the
  // page already has somewhere to go (logout: home; an expired token: login), which must win.
  const arrivedLoggedIn = useRef(Boolean(token));
  if (token) return children;
  if (arrivedLoggedIn.current) return null;
  return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
}
