import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFileName, detectDocumentType, liesAboutType, MAX_DOCUMENT_BYTES } from './document';
import { checkUpload } from './document-rules';
import { bytesOf, SAMPLE_FILES } from './testing/sample-files';

const bytes = bytesOf;
const SAMPLES = SAMPLE_FILES;

describe('detectDocumentType', () => {
  it('reads PDF, JPEG, PNG, WebP and HEIC from their signatures', () => {
    expect(detectDocumentType(SAMPLES.pdf)).toBe('application/pdf');
    expect(detectDocumentType(SAMPLES.jpeg)).toBe('image/jpeg');
    expect(detectDocumentType(SAMPLES.png)).toBe('image/png');
    expect(detectDocumentType(SAMPLES.webp)).toBe('image/webp');
    expect(detectDocumentType(SAMPLES.heic)).toBe('image/heic');
  });

  it('knows nothing else: HTML, an executable, a GIF, a short or empty file, an MP4 (ftyp of another brand)', () => {
    for (const b of [bytes('<html><script>'), bytes('MZ', [0x90, 0]), bytes('GIF89a'), bytes('%PD'), bytes(), bytes([0, 0, 0, 0x18], 'ftypisom')]) {
      expect(detectDocumentType(b)).toBeNull();
    }
  });
});

describe('liesAboutType', () => {
  it('accepts a name and a claimed type that agree with the bytes, or say nothing', () => {
    expect(liesAboutType('licence.PDF', 'application/pdf', 'application/pdf')).toBe(false);
    expect(liesAboutType('photo.jpeg', 'image/jpg', 'image/jpeg')).toBe(false);
    expect(liesAboutType('scan', 'application/octet-stream', 'image/png')).toBe(false);
    expect(liesAboutType('IMG_0001.HEIC', '', 'image/heic')).toBe(false);
  });

  it('catches a name or a type that says something else', () => {
    expect(liesAboutType('licence.pdf', 'application/pdf', 'image/png')).toBe(true);
    expect(liesAboutType('photo.png', 'application/pdf', 'image/png')).toBe(true);
    expect(liesAboutType('invoice.exe', 'application/octet-stream', 'application/pdf')).toBe(true);
    expect(liesAboutType('page.pdf', 'text/html', 'application/pdf')).toBe(true);
  });
});

describe('cleanFileName', () => {
  it('keeps letters of any language, digits, spaces and the extension; drops paths and odd characters', () => {
    expect(cleanFileName('C:\\Users\\me\\Permis de conduire – Québec.pdf')).toBe('Permis de conduire Québec.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a"b;\r\nc<>.png')).toBe('abc.png');
    expect(cleanFileName('...')).toBe('document');
  });

  it('never answers an empty, long or path-like name (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (name) => {
      const clean = cleanFileName(name);
      expect(clean.length).toBeGreaterThan(0);
      expect(clean.length).toBeLessThanOrEqual(120);
      expect(clean).not.toMatch(/[\\/"\r\n;]/);
    }));
  });
});

describe('checkUpload', () => {
  const ok = { kind: 'pay_stub', fileName: 'stub.pdf', claimedType: 'application/pdf', bytes: SAMPLES.pdf };

  it('answers the kind, the clean name, the real type and the size', () => {
    expect(checkUpload(ok)).toEqual(E.right({ kind: 'pay_stub', fileName: 'stub.pdf', contentType: 'application/pdf', size: SAMPLES.pdf.length }));
  });

  it('names every bad field at once', () => {
    expect(checkUpload({ ...ok, kind: null, bytes: bytes('<html>') })).toEqual(E.left({ kind: ['required'], file: ['file.type_not_allowed'] }));
    expect(checkUpload({ ...ok, kind: 'passport', bytes: bytes() })).toEqual(E.left({ kind: ['invalid_choice'], file: ['required'] }));
    expect(checkUpload({ ...ok, fileName: 'stub.png' })).toEqual(E.left({ file: ['file.type_mismatch'] }));
  });

  it('refuses a file over the limit', () => {
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(SAMPLES.pdf);
    expect(checkUpload({ ...ok, bytes: big })).toEqual(E.left({ file: ['file.too_large'] }));
  });

  it('never throws, and accepts only bytes it recognises (property)', () => {
    fc.assert(fc.property(fc.option(fc.string()), fc.string(), fc.string(), fc.uint8Array({ maxLength: 64 }), (kind, fileName, claimedType, b) => {
      const result = checkUpload({ kind, fileName, claimedType, bytes: b });
      if (E.isRight(result)) expect(detectDocumentType(b)).toBe(result.right.contentType);
    }));
  });
});
