import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../core/navigation';
import { useSession } from '../../core/session';

/** mall-spec §6: order, address, settings and confirm pages send an anonymous visitor to login and back. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const location = useLocation();
  if (token) return children;
  return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
}
