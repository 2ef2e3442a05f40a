import type { NoProps, RemoteContract } from './define.ts';

/** mf_content: only pages (its routes name them), no widgets. */
export const content: RemoteContract<'mf_content', NoProps> = { name: 'mf_content', exposes: {} };
