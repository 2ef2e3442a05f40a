import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime/types';
import { RemoteLoadError, isPageExpose, remoteOf } from './remote-error.ts';

/**
 * Contain a remote that is down, missing or broken: pages fail with a RemoteLoadError (the route's
 * error screen offers a retry and WhatsApp); widgets (the navbar's account slot) resolve to nothing.
 */
export default function containRemoteErrors(): ModuleFederationRuntimePlugin {
  return {
    name: 'frio-contain-remote-errors',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare') return undefined;
      console.error(`[federation] ${id} (${lifecycle})`, error);
      if (isPageExpose(id)) throw new RemoteLoadError(remoteOf(id), error);
      return { default: () => null };
    },
  };
}
