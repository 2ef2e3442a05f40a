/**
 * The router API the units use, shared at runtime as ONE federation singleton: one router context per page.
 * Declarative mode only: the site loads pages from remotes and data in components, so the data router
 * would be dead weight (about 15 KB gzip instead of 31). Units import routing from here, never from
 * 'react-router-dom' (ESLint enforces it).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, To } from 'react-router-dom';
