/**
 * Every page module the shell's routes name (`mf_catalogue/ProductPage`), imported from its unit: the
 * server renders the units' own components, bundled here, instead of loading them through federation.
 */
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

const pages: Record<string, () => Promise<PageModule>> = {
  'mf_content/HomePage': () => import('mf-content/exposed/HomePage'),
  'mf_content/ProductsPage': () => import('mf-content/exposed/ProductsPage'),
  'mf_content/AiresPage': () => import('mf-content/exposed/AiresPage'),
  'mf_content/InsumosPage': () => import('mf-content/exposed/InsumosPage'),
  'mf_content/TransportePage': () => import('mf-content/exposed/TransportePage'),
  'mf_content/NosotrosPage': () => import('mf-content/exposed/NosotrosPage'),
  'mf_content/ContactoPage': () => import('mf-content/exposed/ContactoPage'),
  'mf_content/FaqPage': () => import('mf-content/exposed/FaqPage'),
  'mf_catalogue/ProductListPage': () => import('mf-catalogue/exposed/ProductListPage'),
  'mf_catalogue/ProductPage': () => import('mf-catalogue/exposed/ProductPage'),
  'mf_catalogue/QuoteListPage': () => import('mf-catalogue/exposed/QuoteListPage'),
  'mf_catalogue/PriceListAdminPage': () => import('mf-catalogue/exposed/PriceListAdminPage'),
  'mf_catalogue/SearchPage': () => import('mf-catalogue/exposed/SearchPage'),
  'mf_calculator/CalculatorPage': () => import('mf-calculator/exposed/CalculatorPage'),
  'mf_accounts/RegisterPage': () => import('mf-accounts/exposed/RegisterPage'),
  'mf_accounts/RegisterCompletedPage': () => import('mf-accounts/exposed/RegisterCompletedPage'),
  'mf_accounts/LoginPage': () => import('mf-accounts/exposed/LoginPage'),
  'mf_accounts/PassRecoverPage': () => import('mf-accounts/exposed/PassRecoverPage'),
  'mf_accounts/AdminPage': () => import('mf-accounts/exposed/AdminPage'),
  'mf_accounts/ConsultasPage': () => import('mf-accounts/exposed/ConsultasPage'),
};

/** The module of a page id; an id no unit provides is an error (the route table and this list disagree). */
export function importPage(id: string): Promise<PageModule> {
  const load = pages[id];
  if (!load) return Promise.reject(new Error(`${id}: no such page in the server renderer`));
  return load();
}
