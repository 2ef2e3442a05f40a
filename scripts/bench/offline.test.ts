import { describe, expect, it } from 'vitest';
import { slow4G, spreadCell } from './offline.ts';

describe('spreadCell (a figure of the offline save)', () => {
  it('is the median with the lowest and highest run, rounded, in its unit', () => {
    expect(spreadCell([43.04, 40.12, 41.2], 's')).toBe('41.2 s (40.1–43 s)');
  });
  it('is one figure when the runs agree at its precision', () => {
    expect(spreadCell([3.1234, 3.1201, 3.1249], 'MB', 2)).toBe('3.12 MB');
  });
  it('has no unit when given none', () => {
    expect(spreadCell([2110, 2110, 2112], '', 0)).toBe('2110 (2110–2112)');
  });
});

describe('slow4G (the profile the save is timed on)', () => {
  it("is DevTools' and Lighthouse's Slow 4G: 1.6 Mbps down, 750 kbps up, 150 ms RTT, in CDP's units", () => {
    expect(slow4G).toEqual({ offline: false, downloadThroughput: 180_000, uploadThroughput: 84_375, latency: 562.5 });
  });
});
