import type { TestAccount } from './accounts';
import type { TestApp } from './test-app';

/** The smallest files each accepted type starts with, padded to a realistic size. */
export const DOCUMENTS = {
  pdf: Buffer.concat([
    Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n'),
    Buffer.alloc(2048, 0x20),
  ]),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(512, 1),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.alloc(512, 2)]),
  html: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00'),
};

export interface CredentialUpload {
  data?: Buffer;
  fileName?: string;
  /** The type the browser claims; the server goes by the bytes. */
  declaredType?: string;
  kind?: string;
  issuer?: string;
  number?: string;
  expires_on?: string;
  /** Fields to leave out of the form. */
  omit?: string[];
}

/** POSTs a credential as multipart/form-data, as the healer's form does. */
export function uploadCredential(
  t: TestApp,
  healer: TestAccount | undefined,
  upload: CredentialUpload = {},
) {
  const form = new FormData();
  const fields: Record<string, string> = {
    kind: upload.kind ?? 'licence',
    issuer: upload.issuer ?? 'State Board of Behavioral Sciences',
    number: upload.number ?? 'LMFT 123456',
    expires_on: upload.expires_on ?? '2099-12-31',
  };
  for (const [name, value] of Object.entries(fields))
    if (!upload.omit?.includes(name)) form.set(name, value);
  if (!upload.omit?.includes('file'))
    form.set(
      'file',
      new Blob([new Uint8Array(upload.data ?? DOCUMENTS.pdf)], {
        type: upload.declaredType ?? 'application/pdf',
      }),
      upload.fileName ?? 'licence.pdf',
    );
  return t.request('/api/me/credentials', { method: 'POST', cookie: healer?.cookie, body: form });
}
