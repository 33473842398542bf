import { describe, expect, it } from 'vitest';
import { assessQuality, readStats, type StatsSample } from './call-quality';

const sample = (at: number, values: Partial<StatsSample> = {}): StatsSample => ({
  at,
  roundTripMs: 20,
  packetsReceived: 0,
  packetsLost: 0,
  bytesReceived: 0,
  ...values,
});

describe('call quality', () => {
  it('reads inbound totals and the selected pair’s round trip from a stats report', () => {
    const report = new Map<string, Record<string, unknown>>([
      ['T1', { id: 'T1', type: 'transport', selectedCandidatePairId: 'CP2' }],
      ['CP1', { id: 'CP1', type: 'candidate-pair', currentRoundTripTime: 0.9 }],
      ['CP2', { id: 'CP2', type: 'candidate-pair', currentRoundTripTime: 0.045 }],
      [
        'IA',
        {
          id: 'IA',
          type: 'inbound-rtp',
          kind: 'audio',
          packetsReceived: 100,
          packetsLost: 1,
          bytesReceived: 4000,
        },
      ],
      [
        'IV',
        {
          id: 'IV',
          type: 'inbound-rtp',
          kind: 'video',
          packetsReceived: 300,
          packetsLost: 2,
          bytesReceived: 300_000,
        },
      ],
      ['OV', { id: 'OV', type: 'outbound-rtp', packetsSent: 999, bytesSent: 1 }],
    ]);
    expect(readStats(report as unknown as RTCStatsReport, 5)).toEqual({
      at: 5,
      roundTripMs: 45,
      packetsReceived: 400,
      packetsLost: 3,
      bytesReceived: 304_000,
    });
  });

  it('rates the interval between two samples', () => {
    const start = sample(0);
    const after = (values: Partial<StatsSample>) => assessQuality(start, sample(2000, values));
    expect(after({ packetsReceived: 500, bytesReceived: 250_000 })).toEqual({
      level: 'good',
      roundTripMs: 20,
      lossPercent: 0,
      inboundKbps: 1000,
    });
    expect(after({ packetsReceived: 95, packetsLost: 5 }).level).toBe('fair');
    expect(after({ packetsReceived: 500, roundTripMs: 450 }).level).toBe('fair');
    expect(after({ packetsReceived: 80, packetsLost: 20 }).level).toBe('poor');
    expect(after({ packetsReceived: 500, roundTripMs: 900 }).level).toBe('poor');
    expect(after({}).level).toBe('poor');
    expect(assessQuality(start, sample(0)).level).toBe('unknown');
  });
});
