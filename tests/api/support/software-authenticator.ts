import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A software authenticator for the API tests: an ES256 key pair made with node:crypto, the CBOR and
// authenticator data of WebAuthn level 2 written by hand, so the server's checks (challenge,
// origin, RP ID, signature, counter) meet real bytes and real signatures.

type Cbor = number | string | Uint8Array | ReadonlyMap<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(length, 1);
  return b;
}

/** The few CBOR items WebAuthn needs: integers, text, byte strings, maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counterBytes = (counter: number) => { const b = Buffer.alloc(4); b.writeUInt32BE(counter, 0); return b; };

export interface Target {
  readonly challenge: string;
  readonly origin: string;
  readonly rpId: string;
}

/** One authenticator holding one credential; `counter` is what it reports next (a test may set it back). */
export class SoftwareAuthenticator {
  readonly credentialId = b64url(randomBytes(16));
  counter = 0;
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x ?? '', 'base64url')], [-3, Buffer.from(jwk.y ?? '', 'base64url')]]));
  }

  private clientData(type: string, target: Target): string {
    return JSON.stringify({ type, challenge: target.challenge, origin: target.origin, crossOrigin: false });
  }

  /** navigator.credentials.create()'s answer (attestation "none"), as @simplewebauthn/browser sends it. */
  register(target: Target) {
    const id = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length, 0);
    const authData = Buffer.concat([sha256(target.rpId), Buffer.from([0x45]), counterBytes(this.counter), Buffer.alloc(16), idLength, id, this.coseKey()]);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: this.credentialId, rawId: this.credentialId, type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', target)), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /** navigator.credentials.get()'s answer; `signWith` another key makes a wrong signature. */
  assert(target: Target, signWith: KeyObject = this.keys.privateKey) {
    const authData = Buffer.concat([sha256(target.rpId), Buffer.from([0x05]), counterBytes(this.counter)]);
    const clientData = this.clientData('webauthn.get', target);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), signWith);
    return {
      id: this.credentialId, rawId: this.credentialId, type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature) },
    };
  }
}

/** A private key no registered credential matches. */
export const strangerKey = (): KeyObject => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
