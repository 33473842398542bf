import sharp from 'sharp';
import { detectImageType } from './image-type';

/** Avatars are shown at most a few hundred pixels wide; this is their largest side. */
export const MAX_IMAGE_SIDE = 512;
/** More than any photo a 2 MB upload holds; a decompression bomb stops here, before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
const QUALITY = 82;
const DECODABLE = new Set(['png', 'jpeg', 'webp']);

// Each image is decoded once; libvips' operation cache would only hold memory.
sharp.cache(false);

export interface EncodedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

/**
 * An uploaded image made safe to store and serve: decoded (PNG, JPEG or WebP only, recognised
 * by its first bytes before any decoder sees it), turned upright by its Exif orientation,
 * shrunk to fit MAX_IMAGE_SIDE, and encoded anew, JPEG or, where there is transparency, WebP.
 * Nothing of the original file survives but its pixels: no Exif (GPS positions, camera serials),
 * XMP, ICC, comments, or bytes appended after the image. Undefined when it does not decode.
 */
export async function reencodeImage(input: Buffer): Promise<EncodedImage | undefined> {
  if (!detectImageType(input)) return undefined;
  try {
    const image = sharp(input, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    });
    const { format, hasAlpha } = await image.metadata();
    if (!DECODABLE.has(format)) return undefined;
    const upright = image
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded = hasAlpha
      ? upright.webp({ quality: QUALITY })
      : upright.jpeg({ quality: QUALITY, progressive: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: hasAlpha ? 'image/webp' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    // libvips could not read it: truncated, corrupt, or not the image its signature claims.
    return undefined;
  }
}
