/** Bytes as a string's char codes and raw numbers, joined. */
export const bytesOf = (...parts: (string | readonly number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : [...p])));

/** The smallest heads of each allowed type (only the signature matters to detectDocumentType). */
export const SAMPLE_FILES = {
  pdf: bytesOf('%PDF-1.7\n%rest'),
  jpeg: bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  png: bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'),
  webp: bytesOf('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  heic: bytesOf([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'),
} as const;
