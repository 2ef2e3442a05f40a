/** Whether a local server answers on a port (wait-on), for scripts that use one if it is already up. */
import waitOn from 'wait-on';

export function portOpen(port: number, timeoutMs: number): Promise<boolean> {
  return waitOn({ resources: [`tcp:localhost:${port}`], timeout: timeoutMs }).then(
    () => true,
    () => false,
  );
}
