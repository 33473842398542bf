import type { CredentialContentType } from '@contract/verification';
import { detectImageType } from './image-type';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * A credential document's real type by its first bytes (PDF, PNG or JPEG), whatever its name or
 * declared type say; undefined for anything else.
 */
export function detectDocumentType(bytes: Uint8Array): CredentialContentType | undefined {
  if (PDF.every((byte, index) => bytes[index] === byte)) return 'application/pdf';
  const image = detectImageType(bytes);
  return image === 'image/png' || image === 'image/jpeg' ? image : undefined;
}
