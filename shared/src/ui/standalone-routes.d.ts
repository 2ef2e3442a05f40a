/** The standalone harness's routes, written by each remote's build (@frio/tooling/pages, standaloneRoutes). */
declare module 'virtual:frio/standalone-routes' {
  const routes: ReadonlyArray<{ path: string; page: string }>;
  export default routes;
}
