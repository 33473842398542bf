import { useEffect, useState } from 'react';
import {
  assessQuality,
  readStats,
  UNKNOWN_QUALITY,
  type Quality,
  type StatsSample,
} from '../lib/call-quality';

const INTERVAL_MS = 2000;

/** The connection's quality, from its own getStats() every two seconds while connected. */
export function useCallQuality(pc: RTCPeerConnection | null, connected: boolean): Quality {
  const [measured, setMeasured] = useState<{ pc: RTCPeerConnection; quality: Quality } | null>(
    null,
  );
  useEffect(() => {
    if (!pc || !connected) return;
    let previous: StatsSample | undefined;
    let stopped = false;
    const measure = async () => {
      const report = await pc.getStats().catch(() => undefined);
      if (!report || stopped) return;
      const sample = readStats(report, performance.now());
      if (previous) setMeasured({ pc, quality: assessQuality(previous, sample) });
      previous = sample;
    };
    void measure();
    const timer = setInterval(() => void measure(), INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [pc, connected]);
  // A figure of an earlier connection, or of before a drop, says nothing about this one.
  return connected && measured?.pc === pc ? measured.quality : UNKNOWN_QUALITY;
}
