import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharpImageEncoder } from './sharp-image-encoder';

/** A JPEG as a phone writes it: camera make, GPS position (IFD3) and "rotate 90° to show" (orientation 6). */
const phonePhoto = (width = 300, height = 200) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
  .jpeg()
  .withExif({ IFD0: { Make: 'PhoneCam', Copyright: 'owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 17/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 2/1' } })
  .withMetadata({ orientation: 6 })
  .toBuffer();

/** Whether an EXIF block holds a GPS directory (tag 0x8825, either byte order). */
const hasGps = (exif: Buffer | undefined): boolean => exif !== undefined && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

describe('sharpImageEncoder', () => {
  const encoder = sharpImageEncoder();

  it('takes the GPS position and every other metadata out, and turns the picture upright', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(hasGps(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);
    const out = await encoder.reencode(input, 2048);
    if (typeof out === 'string') throw new Error(out);
    const after = await sharp(Buffer.from(out.bytes)).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(Buffer.from(out.bytes).includes(Buffer.from('PhoneCam'))).toBe(false);
    // Orientation 6 applied: the 300 × 200 sensor picture is shown 200 wide, 300 high.
    expect([after.format, after.width, after.height, out.width, out.height, out.contentType]).toEqual(['jpeg', 200, 300, 200, 300, 'image/jpeg']);
  });

  it('fits big pictures in the box and never enlarges small ones; PNG and WebP become JPEG', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 4, background: { r: 0, g: 90, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const fitted = await encoder.reencode(big, 2048);
    expect(typeof fitted === 'string' ? fitted : [fitted.width, fitted.height]).toEqual([2048, 512]);
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } }).webp().toBuffer();
    const kept = await encoder.reencode(small, 2048);
    expect(typeof kept === 'string' ? kept : [kept.width, kept.height, (await sharp(Buffer.from(kept.bytes)).metadata()).format]).toEqual([40, 30, 'jpeg']);
  });

  it('answers undecodable for bytes that are no image, and unsupported for a HEIC it cannot read', async () => {
    expect(await encoder.reencode(Buffer.from('%PDF-1.4 not a picture'), 2048)).toBe('undecodable');
    const truncated = (await phonePhoto()).subarray(0, 200);
    expect(await encoder.reencode(truncated, 2048)).toBe('undecodable');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(await encoder.reencode(heic, 2048)).toBe('unsupported');
  });
});
