export { Logo } from './Logo.tsx';
export { ExternalLink } from './ExternalLink.tsx';
export { PageMeta, type PageMetaProps } from './PageMeta.tsx';
export * from './icons.tsx';
