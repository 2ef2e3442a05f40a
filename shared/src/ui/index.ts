export { Logo } from './Logo.tsx';
export { ExternalLink } from './ExternalLink.tsx';
export { PageMeta, type PageMetaProps } from './PageMeta.tsx';
export { JsonLd } from './JsonLd.tsx';
export * from './icons.tsx';
export { LoadingStatus } from './LoadingStatus.tsx';
export { default as a11y } from './a11y.module.css';
export { useStoredAccount, useStoredSession } from './useStoredSession.ts';
export { useHydrated } from './useHydrated.ts';
