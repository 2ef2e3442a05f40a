import { useCallback, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from '@frio/shared/router';
import { Logo, useStoredAccount } from '@frio/shared/ui';
import { below, breakpoints } from '@frio/shared/tokens';
import { useMediaQuery } from '@frio/shared/hooks/useMediaQuery';
import { CompactMenu } from './CompactMenu.tsx';
import { ProductsDropdown } from './ProductsDropdown.tsx';
import { QuoteLink } from './QuoteLink.tsx';
import { NavSearch } from './NavSearch.tsx';
import { SearchButton } from './SearchButton.tsx';
import { mainItems, ownerTechniciansItem, signedInTechniciansItem, techniciansItem } from './nav-items.ts';
import styles from './Navbar.module.css';

interface Props {
  /** The account widget, at the end of the bar. */
  accountSlot?: ReactNode;
}

export function Navbar({ accountSlot }: Props) {
  const compact = useMediaQuery(below(breakpoints.compact));
  const { pathname } = useLocation();
  // The panel is open for the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Leaving compact mode closes it (state adjusted while rendering, not in an effect).
  if (!compact && openOn !== null) setOpenOn(null);
  const panelOpen = compact && openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  const account = useStoredAccount();
  const signedInItem = account === 'owner' ? ownerTechniciansItem : signedInTechniciansItem;
  // Narrow bars: the search row under the bar is open for the page it was opened on, like the menu.
  const [searchOn, setSearchOn] = useState<string | null>(null);
  const searchOpen = searchOn === pathname;
  const closeSearch = useCallback(() => setSearchOn(null), []);

  return (
    <header className={styles.header} data-nav="header">
      {/* Both layouts are in the markup and CSS shows one (850 px), so the prerendered HTML suits every
          width, and the menu button holds its place from the first paint (the logo does not move). */}
      <div className={styles.bar} data-nav="bar" data-signed-in={account !== 'visitor' || undefined}>
        <CompactMenu
          open={panelOpen}
          onToggle={() => setOpenOn((on) => (on === pathname ? null : pathname))}
          onClose={close}
        />
        <Link to="/" className={styles.logo}>
          <Logo height={40} />
        </Link>
        <nav aria-label="Principal" className={styles.nav} data-nav="main">
          <ul className={styles.list}>
            {mainItems.map((item) =>
              item.to === '/productos' ? (
                <ProductsDropdown key={item.to} />
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={styles.link}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
            <li className={styles.separator} aria-hidden="true" />
            <li>
              {account !== 'visitor' ? (
                <Link to={signedInItem.to} className={styles.link} title={signedInItem.title}>
                  {signedInItem.label}
                </Link>
              ) : (
                <NavLink to={techniciansItem.to} className={styles.link}>
                  {techniciansItem.label}
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
        <NavSearch open={searchOpen} onDone={closeSearch} />
        <SearchButton open={searchOpen} onToggle={() => setSearchOn((on) => (on === pathname ? null : pathname))} />
        <QuoteLink />
        {accountSlot}
      </div>
    </header>
  );
}
