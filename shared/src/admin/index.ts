/** What every back-office page needs, whichever remote renders it: its frame (the owner check, the tabs). */
export { AdminFrame } from './AdminFrame.tsx';
export { useOwner } from './useOwner.ts';
