import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './document-type';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('detectDocumentType', () => {
  it('knows PDF, PNG and JPEG by their first bytes', () => {
    expect(detectDocumentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectDocumentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0x10))).toBe('image/jpeg');
  });

  it('refuses WebP, HTML, scripts and look-alikes', () => {
    expect(detectDocumentType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBeUndefined();
    expect(detectDocumentType(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(detectDocumentType(bytes(' %PDF-1.7'))).toBeUndefined();
    expect(detectDocumentType(bytes('%PDF'))).toBeUndefined();
    expect(detectDocumentType(bytes('PK', 3, 4))).toBeUndefined();
    expect(detectDocumentType(new Uint8Array())).toBeUndefined();
  });
});
