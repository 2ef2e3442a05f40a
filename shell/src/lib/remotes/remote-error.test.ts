import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@frio/shared/routes';
import { isPageExpose, remoteOf } from './remote-error.ts';

describe('isPageExpose', () => {
  it('is true for every page of the route table, whatever its name', () => {
    for (const { page } of siteRoutes) expect(isPageExpose(page)).toBe(true);
  });

  it('is false for a widget, so a failing widget renders nothing instead of the error screen', () => {
    expect(isPageExpose('mf_accounts/AccountWidget')).toBe(false);
    expect(isPageExpose('mf_calculator/Calculator')).toBe(false);
  });

  it('names the remote of an expose', () => {
    expect(remoteOf('mf_content/HomePage')).toBe('mf_content');
  });
});
