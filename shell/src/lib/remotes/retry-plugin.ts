import { RetryPlugin } from '@module-federation/retry-plugin';

// Manifests and entries get two more tries before the route shows its fallback.
export default () =>
  RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
