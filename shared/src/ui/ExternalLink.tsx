import type { AnchorHTMLAttributes } from 'react';

/** A link to another site: new tab, no opener, no referrer. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
