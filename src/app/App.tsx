import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerNavigator } from '../core/navigation';
import { RootErrorPage } from './components/RootErrorPage';
import { buildRoutes } from './routes/build-routes';
import { Shell } from './shell/Shell';

const router = createBrowserRouter([
  { element: <Shell />, errorElement: <RootErrorPage />, children: buildRoutes() },
]);

registerNavigator({
  push: (path) => void router.navigate(path),
  replace: (path) => void router.navigate(path, { replace: true }),
  back: () => void router.navigate(-1),
  current: () => router.state.location.pathname + router.state.location.search,
});

export function App() {
  return <RouterProvider router={router} />;
}
