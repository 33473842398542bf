import { describe, expect, it } from 'vitest';
import { PartAssembler, splitPayload } from './notify-parts';

describe('NOTIFY payload parts', () => {
  it('leaves a payload that fits as it is', () => {
    const payload = JSON.stringify({ users: ['a'], event: { type: 'resync' } });
    expect(splitPayload(payload)).toEqual([payload]);
    expect(new PartAssembler().add(payload)).toBe(payload);
  });

  it('cuts a large payload into parts under the limit and puts them back together', () => {
    // Multi-byte characters across every cut: no UTF-8 sequence may be split.
    const payload = JSON.stringify({ sdp: 'v=0\r\na=ñ€😀'.repeat(3000) });
    const parts = splitPayload(payload, 7000);
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(8000);
    const assembler = new PartAssembler();
    const results = parts.map((part) => assembler.add(part));
    expect(results.slice(0, -1).every((result) => result === undefined)).toBe(true);
    expect(results.at(-1)).toBe(payload);
    expect(assembler.incomplete).toBe(0);
  });

  it('keeps interleaved messages apart and ignores duplicates and malformed parts', () => {
    let id = 0;
    const newId = () => `a${(id += 1)}`;
    const first = splitPayload('x'.repeat(25), 10, newId);
    const second = splitPayload('y'.repeat(15), 10, newId);
    const assembler = new PartAssembler();
    expect(assembler.add(first[0]!)).toBeUndefined();
    expect(assembler.add(second[0]!)).toBeUndefined();
    expect(assembler.add(first[0]!)).toBeUndefined();
    expect(assembler.add('~zz:0:1:bad id')).toBeUndefined();
    expect(assembler.add('~a9:3:2:index past count')).toBeUndefined();
    expect(assembler.add(first[1]!)).toBeUndefined();
    expect(assembler.add(second[1]!)).toBe('y'.repeat(15));
    expect(assembler.add(first[2]!)).toBe('x'.repeat(25));
  });

  it('forgets a message whose parts never all arrive', () => {
    let now = 0;
    const assembler = new PartAssembler(() => now);
    const parts = splitPayload('z'.repeat(30), 10, () => 'b1');
    assembler.add(parts[0]!);
    expect(assembler.incomplete).toBe(1);
    now = 60_000;
    assembler.add(splitPayload('w'.repeat(20), 10, () => 'b2')[0]!);
    expect(assembler.incomplete).toBe(1);
  });
});
