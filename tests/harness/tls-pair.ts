import { generate } from 'selfsigned';

/** A self-signed certificate for `host` (its DNS name, and 127.0.0.1) and its key, PEM, made by the test. */
export async function selfSignedPair(host: string): Promise<{ key: string; cert: string }> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: host }], {
    keySize: 2048, algorithm: 'sha256', notBeforeDate: new Date(now - 86_400_000), notAfterDate: new Date(now + 7 * 86_400_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: host }, { type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}
