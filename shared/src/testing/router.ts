/**
 * The router for component tests only: memory routers over the same react-router-dom copy that
 * `@frio/shared/router` re-exports, so the units' components see one router context. Never imported by
 * site code (the runtime singleton stays small).
 */
export { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
