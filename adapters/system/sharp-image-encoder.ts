import sharp from 'sharp';
import type { EncodedPicture, ImageEncoder } from '@dealer-panel/core/trade-ins/picture';

/** Larger inputs are refused before decoding (a 40-megapixel photo is the most a phone takes). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The trade-in pictures' encoder over sharp (libvips): decodes JPEG, PNG, WebP (and HEIF when the
 * installed libvips can: sharp's prebuilt one reads AVIF only, so an iPhone's HEVC HEIC answers
 * `unsupported`), applies the EXIF orientation, fits the image in maxSide × maxSide and writes a
 * baseline JPEG (mozjpeg, quality 82) on white. sharp writes no metadata unless asked
 * (`withMetadata`/`keepExif`, never called here): EXIF, GPS, XMP and comments are gone.
 */
export function sharpImageEncoder(): ImageEncoder {
  return {
    async reencode(bytes, maxSide) {
      let format: string | undefined;
      try {
        format = (await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
      } catch {
        return looksLikeHeif(bytes) ? 'unsupported' : 'undecodable';
      }
      if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'heif') return 'undecodable';
      try {
        const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        const encoded: EncodedPicture = { bytes: new Uint8Array(data), contentType: 'image/jpeg', width: info.width, height: info.height };
        return encoded;
      } catch {
        return format === 'heif' ? 'unsupported' : 'undecodable';
      }
    },
  };
}

/** An ISO-BMFF file of a HEIF brand (what core recognised as HEIC). */
function looksLikeHeif(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.subarray(4, 12)).toString('latin1');
  return text.startsWith('ftyp') && /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(text.slice(4));
}
