import { useCallback, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@frio/shared/router';
import { Logo, useStoredSession } from '@frio/shared/ui';
import { below, breakpoints } from '@frio/shared/tokens';
import { useMediaQuery } from '../layout/useMediaQuery.ts';
import { AccountSlot } from '../account/AccountSlot.tsx';
import { CompactMenu } from './CompactMenu.tsx';
import { ProductsDropdown } from './ProductsDropdown.tsx';
import { mainItems, signedInTechniciansItem, techniciansItem } from './nav-items.ts';
import styles from './Navbar.module.css';

export function Navbar() {
  const compact = useMediaQuery(below(breakpoints.compact));
  const [panelOpen, setPanelOpen] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setPanelOpen(false), []);
  const signedIn = useStoredSession();

  // Leaving compact mode or navigating closes the panel.
  useEffect(() => {
    if (!compact) setPanelOpen(false);
  }, [compact]);
  useEffect(() => setPanelOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.bar} data-compact={compact || undefined}>
        {compact && <CompactMenu open={panelOpen} onToggle={() => setPanelOpen((v) => !v)} onClose={close} />}
        <Link to="/" className={styles.logo}>
          <Logo height={40} />
        </Link>
        {!compact && (
          <nav aria-label="Principal" className={styles.nav}>
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
                {signedIn ? (
                  <Link to={signedInTechniciansItem.to} className={styles.link} title={signedInTechniciansItem.title}>
                    {signedInTechniciansItem.label}
                  </Link>
                ) : (
                  <NavLink to={techniciansItem.to} className={styles.link}>
                    {techniciansItem.label}
                  </NavLink>
                )}
              </li>
            </ul>
          </nav>
        )}
        <AccountSlot />
      </div>
    </header>
  );
}
