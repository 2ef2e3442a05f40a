/**
 * The router API the units use, shared at runtime as ONE federation singleton (like the Firebase client):
 * one router context per page. Declarative mode only (BrowserRouter and Routes): the site loads its
 * pages from remotes and its data in components, so the data router (loaders, actions, fetchers, its
 * error elements and scroll restoration) would be dead weight; the bundler keeps just these exports,
 * about 15 KB gzip instead of 31. Units import routing from here, never from 'react-router-dom'
 * directly (ESLint's no-restricted-imports enforces it).
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
