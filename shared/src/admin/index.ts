/** What every back-office page needs, whichever remote renders it: the owner check and the tab bar. */
export { OwnerGate, type LinkComponent } from './OwnerGate.tsx';
export { AdminTabs } from './AdminTabs.tsx';
export { useOwner } from './useOwner.ts';
