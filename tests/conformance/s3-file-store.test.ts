import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStore } from '../../adapters/persistence/documents/s3-file-store';
import { fileStoreContract } from './file-store.contract';
import { startFakeS3, type FakeS3 } from './support/fake-s3-server';

const BUCKET = 'dealer-documents';
const CREDENTIALS = { accessKeyId: 'AKIATESTDEALER', secretAccessKey: 'test-secret-key-of-the-fake' };

let fake: FakeS3;
beforeAll(async () => { fake = await startFakeS3({ bucket: BUCKET, accessKeyId: CREDENTIALS.accessKeyId }); });
afterAll(async () => { await fake.close(); });

const store = () => s3FileStore({ bucket: BUCKET, region: 'ca-central-1', endpoint: fake.endpoint, credentials: CREDENTIALS });

/** The same FileStore contract as the database's (documents.test.ts), against a local fake S3 (path-style, signed requests). */
describe('S3 (against a local fake S3-compatible server)', () => {
  fileStoreContract(async () => store());

  it('reaches the service path-style, signed with the configured key, one object per key with its type', async () => {
    const before = fake.requests.length;
    await store().put('documents/9/abc', Uint8Array.from([1, 2, 3]), 'application/pdf');
    await store().get('documents/9/abc');
    await store().delete('documents/9/abc');
    expect(fake.requests.slice(before)).toEqual([
      { method: 'PUT', path: `/${BUCKET}/documents/9/abc`, accessKey: CREDENTIALS.accessKeyId },
      { method: 'GET', path: `/${BUCKET}/documents/9/abc`, accessKey: CREDENTIALS.accessKeyId },
      { method: 'DELETE', path: `/${BUCKET}/documents/9/abc`, accessKey: CREDENTIALS.accessKeyId },
    ]);
    expect(fake.objects.has(`${BUCKET}/documents/9/abc`)).toBe(false);
  });

  it('fails, never answers null, when the service refuses (a wrong key, another bucket)', async () => {
    const wrongKey = s3FileStore({ bucket: BUCKET, region: 'ca-central-1', endpoint: fake.endpoint, credentials: { ...CREDENTIALS, accessKeyId: 'AKIAOTHER' } });
    await expect(wrongKey.get('documents/1/x')).rejects.toThrow();
    const wrongBucket = s3FileStore({ bucket: 'someone-elses', region: 'ca-central-1', endpoint: fake.endpoint, credentials: CREDENTIALS });
    await expect(wrongBucket.put('documents/1/x', Uint8Array.from([1]), 'image/png')).rejects.toThrow();
  });
});
