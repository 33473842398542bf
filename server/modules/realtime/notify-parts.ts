import { randomBytes } from 'node:crypto';

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. Events are JSON objects (they start
 * with `{`) and nearly all are far smaller; the few that are not (a video session's SDP offer
 * with many codecs, decision 046) are cut into parts of at most this many bytes, each prefixed
 * `~<id>:<index>:<count>:`, sent in one statement (so in one transaction: all parts or none,
 * delivered together and in order) and put together again by every listener.
 */
export const NOTIFY_PART_BYTES = 7000;
const PART_PREFIX = '~';
/** A part whose siblings have not all arrived after this long is dropped. */
const INCOMPLETE_TTL_MS = 30_000;

/** The payloads to NOTIFY for one message: itself, or its parts. */
export function splitPayload(
  payload: string,
  maxBytes = NOTIFY_PART_BYTES,
  newId = () => randomBytes(6).toString('hex'),
): string[] {
  const bytes = Buffer.from(payload, 'utf8');
  if (bytes.length <= maxBytes) return [payload];
  const slices: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + maxBytes, bytes.length);
    // Never cut a UTF-8 sequence: step back over continuation bytes (10xxxxxx).
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    slices.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  const id = newId();
  return slices.map((slice, index) => `${PART_PREFIX}${id}:${index}:${slices.length}:${slice}`);
}

interface Pending {
  parts: string[];
  received: number;
  firstAt: number;
}

/** Puts parts back together; whole messages pass straight through. */
export class PartAssembler {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The whole message once complete, undefined while parts are missing or for a bad part. */
  add(payload: string): string | undefined {
    if (!payload.startsWith(PART_PREFIX)) return payload;
    const match = /^~([0-9a-f]{1,32}):(\d{1,4}):(\d{1,4}):/.exec(payload);
    if (!match) return undefined;
    const [header, id, indexText, countText] = match as unknown as [string, string, string, string];
    const index = Number(indexText);
    const count = Number(countText);
    if (count < 1 || index >= count) return undefined;
    this.dropStale();
    let entry = this.pending.get(id);
    if (!entry) {
      entry = { parts: new Array<string>(count), received: 0, firstAt: this.now() };
      this.pending.set(id, entry);
    }
    if (entry.parts.length !== count || entry.parts[index] !== undefined) return undefined;
    entry.parts[index] = payload.slice(header.length);
    entry.received += 1;
    if (entry.received < count) return undefined;
    this.pending.delete(id);
    return entry.parts.join('');
  }

  get incomplete(): number {
    return this.pending.size;
  }

  private dropStale() {
    const cutoff = this.now() - INCOMPLETE_TTL_MS;
    for (const [id, entry] of this.pending) if (entry.firstAt < cutoff) this.pending.delete(id);
  }
}
