import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { checkPicture, MAX_PICTURE_BYTES } from './picture';
import { pictureToken, readPictureToken } from './picture-link';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const pdf = new TextEncoder().encode('%PDF-1.4 x');
const left = <L, R>(e: E.Either<L, R>): L | null => (E.isLeft(e) ? e.left : null);

describe('checkPicture', () => {
  it('accepts an image in a known slot, by its bytes', () => {
    expect(checkPicture('front', { fileName: 'IMG_1.JPG', claimedType: 'image/jpeg', bytes: jpeg })).toEqual(E.right({ slot: 'front', type: 'image/jpeg' }));
    expect(E.isRight(checkPicture('vin', { fileName: 'blob', claimedType: '', bytes: jpeg }))).toBe(true);
  });

  it('names every bad field: slot, missing, too large, not an image, lying name', () => {
    expect(left(checkPicture('roof', { fileName: '', claimedType: '', bytes: new Uint8Array() }))).toEqual({ slot: ['choice.invalid'], file: ['required'] });
    expect(left(checkPicture('back', { fileName: 'a.jpg', claimedType: 'image/jpeg', bytes: new Uint8Array(MAX_PICTURE_BYTES + 1) }))).toEqual({ file: ['file.too_large'] });
    expect(left(checkPicture('back', { fileName: 'a.pdf', claimedType: 'application/pdf', bytes: pdf }))).toEqual({ file: ['file.type_not_allowed'] });
    expect(left(checkPicture('back', { fileName: 'a.exe', claimedType: 'application/octet-stream', bytes: new Uint8Array([0x4d, 0x5a, 0, 0]) }))).toEqual({ file: ['file.type_not_allowed'] });
    expect(left(checkPicture('back', { fileName: 'car.png', claimedType: 'image/png', bytes: jpeg }))).toEqual({ file: ['file.type_mismatch'] });
  });
});

describe('picture links', () => {
  // A stand-in for the HMAC signer: the signature spells the whole message (any change of it breaks the match).
  const signer = { sign: (m: string) => m.replace(/[^\w]/g, '_'), verify: (m: string, s: string) => s === m.replace(/[^\w]/g, '_') };
  it('grant their picture until the expiry, and nothing when altered', () => {
    const token = pictureToken(signer, 42, 1_000);
    expect(readPictureToken(signer, token, 1_000)).toBe(42);
    expect(readPictureToken(signer, token, 1_001)).toBeNull();
    expect(readPictureToken(signer, token.replace(/^42/, '43'), 900)).toBeNull();
    expect(readPictureToken(signer, token.replace('.1000.', '.9000.'), 900)).toBeNull();
    expect(readPictureToken(signer, 'garbage', 900)).toBeNull();
  });
});
