import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import FaqPage from './FaqPage.tsx';
import { faq } from './faq.ts';

describe('FaqPage', () => {
  it('lists every question as a closed disclosure (keyboard use is covered end to end)', async () => {
    renderAt(<FaqPage />, '/faq');
    const details = document.querySelectorAll('details');
    expect(details).toHaveLength(faq.length);
    for (const item of details) expect(item.open).toBe(false);
    const summary = screen.getByText(faq[0]!.question);
    expect(summary.tagName).toBe('SUMMARY');
    await userEvent.click(summary);
    expect(details[0]!.open).toBe(true);
  });
});
