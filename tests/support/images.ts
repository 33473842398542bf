import sharp from 'sharp';

/** Where a phone puts a photo's position: the GPS IFD of its Exif block. */
export const HOME_POSITION = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 30/1 1234/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 7/1 3900/100',
};
export const PHOTO_DESCRIPTION = 'Kitchen at 14 Elm Road';
export const PHOTO_COMMENT = 'shot-by-wellspring-test-camera';

export interface TestImage {
  width?: number;
  height?: number;
  alpha?: boolean;
}

/** A real image of a flat colour with a gradient corner, so encoders have something to do. */
function canvas({ width = 64, height = 48, alpha = false }: TestImage) {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 40, g: 140, b: 90, alpha: 0.5 } : { r: 40, g: 140, b: 90 },
    },
  });
}

export const pngImage = (options: TestImage = {}) => canvas(options).png().toBuffer();
export const webpImage = (options: TestImage = {}) => canvas(options).webp().toBuffer();
export const jpegImage = (options: TestImage = {}) => canvas(options).jpeg().toBuffer();

/**
 * A phone photo: JPEG with an Exif block holding a GPS position, a description and an
 * orientation (6: the camera was turned, the picture must be rotated 90° to stand upright),
 * and a JPEG comment.
 */
export async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const jpeg = await canvas({ width, height })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: PHOTO_DESCRIPTION, Make: 'TestPhone', Model: 'Model 7' },
      IFD3: HOME_POSITION,
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  // A COM segment straight after the start-of-image marker.
  const text = Buffer.from(PHOTO_COMMENT);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    jpeg.subarray(2),
  ]);
}
