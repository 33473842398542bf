/**
 * What the fuzz sweep breaks requests with (mutations.ts picks from these lists): values, path
 * ids, whole bodies, content types and header values no route of ours should accept everywhere.
 */
import { RawJson, type Body } from './requests';

const HUNDRED_KB = 'x'.repeat(100_000);
const deepArray = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));
const deepObject = (depth: number) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

/** Values no field of ours accepts everywhere; each request puts one where a valid one was. */
export const BAD_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['null', null],
  ['true', true],
  ['0', 0],
  ['-1', -1],
  ['1.5', 1.5],
  ['1e308', 1e308],
  ['2^31', 2 ** 31],
  ['-2^63-1', new RawJson('-9223372036854775809')],
  ['1e999 (Infinity)', new RawJson('1e999')],
  ['empty string', ''],
  ['blank', '   '],
  ['100 kB string', HUNDRED_KB],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'x\udfffy'],
  ['HTML', '<img src=x onerror=alert(1)>'],
  ['SQL', "' OR '1'='1'; DROP TABLE users; --"],
  ['emoji ×500', '🙂'.repeat(500)],
  ['right-to-left override', '\u202eevil'],
  ['CRLF', 'a\r\nSet-Cookie: x=1'],
  ['path traversal', '../../etc/passwd'],
  ['30 February', '2024-02-30'],
  ['month 13', '2024-13-01'],
  ['year 0', '0000-01-01T00:00:00Z'],
  ['year +275760', '+275760-09-13T00:00:00.000Z'],
  ['not a date', 'not-a-date'],
  ['time 25:61', '25:61'],
  ['unknown zone', 'Mars/Olympus_Mons'],
  ['offset zone UTC+25', 'UTC+25'],
  ['random uuid', '0b7c6f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['empty object', {}],
  ['empty array', []],
  ['array of objects', [{}, {}]],
  ['operator object', { $gt: '' }],
  ['__proto__ object', new RawJson('{"__proto__":{"role":"admin"}}')],
  ['array nested 5,000 deep', deepArray(5_000)],
  ['object nested 2,000 deep', deepObject(2_000)],
];

/** Path ids that are not the caller's resource, as sent (already percent-encoded). */
export const BAD_IDS: ReadonlyArray<readonly [string, string]> = [
  ['"1"', '1'],
  ['a word', 'abc'],
  ['SQL', encodeURIComponent("1' OR '1'='1")],
  ['encoded traversal', '..%2F..%2Fadmin'],
  ['encoded NUL', 'a%00b'],
  ['5,000 characters', 'a'.repeat(5_000)],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['uuid without dashes', '0b7c6f5e1d2a4c3b9e8f7a6b5c4d3e2f'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['bare percent', '%'],
  ['emoji', encodeURIComponent('🙂')],
  ['blank', '%20'],
];

/** Whole bodies in place of the valid one. */
export const BAD_BODIES: ReadonlyArray<readonly [string, (valid: unknown) => Body]> = [
  ['an array for the object', () => ({ kind: 'json', value: [] })],
  ['the body inside an array', (valid) => ({ kind: 'json', value: [valid] })],
  ['null', () => ({ kind: 'json', value: null })],
  ['a string', () => ({ kind: 'json', value: 'text' })],
  ['a number', () => ({ kind: 'json', value: 42 })],
  ['an empty object', () => ({ kind: 'json', value: {} })],
  ['malformed JSON', () => ({ kind: 'text', text: '{"a":' })],
  ['JSON with trailing text', () => ({ kind: 'text', text: '{} trailing' })],
  ['an empty body', () => ({ kind: 'text', text: '' })],
  ['a byte-order mark', (valid) => ({ kind: 'text', text: `\ufeff${JSON.stringify(valid)}` })],
  ['an object nested 10,000 deep', () => ({ kind: 'json', value: deepObject(10_000) })],
  ['an oversize body (1.1 MB)', () => ({ kind: 'text', text: `{"a":"${'x'.repeat(1_100_000)}"}` })],
];

export const BAD_CONTENT_TYPES: ReadonlyArray<string | null> = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/xml',
  'application/jsonx',
];

/** Header values HTTP can carry: bytes, no control characters (so no emoji, and no NUL). */
export const BAD_HEADER_VALUES = ['', ' ', 'x'.repeat(10_000), "' OR 1=1 --", '<b>', 'caf\u00e9'];
