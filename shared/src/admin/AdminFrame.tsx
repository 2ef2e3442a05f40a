import type { ReactNode } from 'react';
import { Page } from '@frio/shared/ui/page';
import { AdminTabs } from './AdminTabs.tsx';
import { OwnerGate, type LinkComponent } from './OwnerGate.tsx';

interface Props {
  /** The page's title and description (its route's meta). */
  meta: { title: string; description: string };
  /** The back-office part the page is, its heading under the tabs. */
  part: string;
  lead: string;
  pathname: string;
  Link: LinkComponent;
  children: ReactNode;
}

/**
 * A back-office page, whichever remote renders it: "Administración", the owner check, the tabs, the part.
 * Every part has the width of the widest (the price list's table), so the tabs do not move between them.
 */
export function AdminFrame({ meta, part, lead, pathname, Link, children }: Props) {
  return (
    <Page {...meta} heading="Administración" lead={lead} wide>
      <OwnerGate pathname={pathname} Link={Link}>
        <AdminTabs pathname={pathname} Link={Link} />
        <h2>{part}</h2>
        {children}
      </OwnerGate>
    </Page>
  );
}
