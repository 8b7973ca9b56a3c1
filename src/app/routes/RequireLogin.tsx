import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hostPolicy } from '../../core/host';
import { loginPathFor } from '../../core/navigation';
import { useSession, useSessionDecided } from '../../core/session';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { lazyPage } from './lazy-page';

const HostLoginPage = lazyPage(() => import('../../features/platform/HostLoginPage'));

/**
 * mall-spec §6: order, address, settings and confirm pages send an anonymous visitor to login and back;
 * inside the app and the mini program the host logs them in, and the screen draws once it has a token.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const decided = useSessionDecided();
  const location = useLocation();
  // Only a visitor who arrives without a session is sent to login here. A session that ends on the
  // page already has somewhere to go (logout: home; an expired token: login), which must win.
  const arrivedLoggedIn = useRef(Boolean(token));
  if (token) return children;
  // The app's bridge may still be handing its token over: nobody is sent to log in before it has.
  if (!decided) return <PageSkeleton />;
  if (arrivedLoggedIn.current) return null;
  if (hostPolicy.login === 'host-login') return <HostLoginPage />;
  return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
}
