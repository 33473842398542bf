/** What the connection-quality indicator shows, from the peer connection's own statistics. */
export type QualityLevel = 'good' | 'fair' | 'poor' | 'unknown';

/** Totals read from one getStats() report. */
export interface StatsSample {
  at: number;
  /** Of the candidate pair in use, in milliseconds. */
  roundTripMs: number | undefined;
  packetsReceived: number;
  packetsLost: number;
  bytesReceived: number;
}

export interface Quality {
  level: QualityLevel;
  roundTripMs: number | undefined;
  /** Share of inbound packets lost since the previous sample, in percent. */
  lossPercent: number | undefined;
  /** Inbound media, kilobits per second since the previous sample. */
  inboundKbps: number | undefined;
}

export const UNKNOWN_QUALITY: Quality = {
  level: 'unknown',
  roundTripMs: undefined,
  lossPercent: undefined,
  inboundKbps: undefined,
};

type Stat = Record<string, unknown> & { type: string; id: string };

/** Sums the inbound RTP streams and finds the selected candidate pair's round trip. */
export function readStats(report: RTCStatsReport, at: number): StatsSample {
  const stats = [...(report as unknown as Map<string, Stat>).values()];
  const sample: StatsSample = {
    at,
    roundTripMs: undefined,
    packetsReceived: 0,
    packetsLost: 0,
    bytesReceived: 0,
  };
  const transport = stats.find((stat) => stat.type === 'transport');
  const selectedId = transport?.selectedCandidatePairId;
  for (const stat of stats) {
    if (stat.type === 'inbound-rtp') {
      sample.packetsReceived += Number(stat.packetsReceived ?? 0);
      sample.packetsLost += Math.max(0, Number(stat.packetsLost ?? 0));
      sample.bytesReceived += Number(stat.bytesReceived ?? 0);
    }
    const selected =
      stat.type === 'candidate-pair' &&
      (selectedId ? stat.id === selectedId : stat.nominated === true && stat.state === 'succeeded');
    if (selected && typeof stat.currentRoundTripTime === 'number')
      sample.roundTripMs = stat.currentRoundTripTime * 1000;
  }
  return sample;
}

/**
 * Rates the interval between two samples: good under 2 % loss and 300 ms round trip, fair
 * under 8 % and 700 ms, otherwise poor; poor as well when no media arrived at all.
 */
export function assessQuality(previous: StatsSample, next: StatsSample): Quality {
  const received = next.packetsReceived - previous.packetsReceived;
  const lost = Math.max(0, next.packetsLost - previous.packetsLost);
  const seconds = (next.at - previous.at) / 1000;
  if (seconds <= 0) return UNKNOWN_QUALITY;
  const inboundKbps = Math.max(
    0,
    ((next.bytesReceived - previous.bytesReceived) * 8) / 1000 / seconds,
  );
  const lossPercent = received + lost > 0 ? (lost / (received + lost)) * 100 : undefined;
  const rtt = next.roundTripMs;
  let level: QualityLevel;
  if (received <= 0) level = 'poor';
  else if ((lossPercent ?? 0) < 2 && (rtt ?? 0) < 300) level = 'good';
  else if ((lossPercent ?? 0) < 8 && (rtt ?? 0) < 700) level = 'fair';
  else level = 'poor';
  return { level, roundTripMs: rtt, lossPercent, inboundKbps };
}
