/**
 * The router API the units use, shared at runtime as ONE federation singleton (like the Firebase client):
 * one router context per page, and the bundler keeps only these exports of react-router-dom instead of
 * the whole package (its server runtime included), which a shared 'react-router' would ship.
 * Units import routing from here, never from 'react-router-dom' directly (router-imports.test.ts).
 */
export {
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { Location, RouteObject, To } from 'react-router-dom';
