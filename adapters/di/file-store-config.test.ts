import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigError} from './config';
import { loadConfig } from './config';
import { fileStoreFrom } from './file-store-config';

const dir = () => mkdtempSync(path.join(tmpdir(), 'dp-file-store-config-'));
const S3 = { FILE_STORE: 's3', S3_BUCKET: 'dealer-docs', S3_REGION: 'ca-central-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
const problemsOf = async (env: Record<string, string>) => ((await loadConfig({ DATA_DIR: dir(), ...env }).catch((e: unknown) => e)) as ConfigError).problems;

describe('file-store configuration', () => {
  it('is the database by default', async () => {
    const c = await loadConfig({ DATA_DIR: dir() });
    expect(c.fileStore).toEqual({ kind: 'database' });
    expect(await fileStoreFrom(c.fileStore)).toBeNull();
  });

  it('reads the S3 variables: AWS itself, or an S3-compatible endpoint; keys optional together (the default credentials)', async () => {
    const aws = await loadConfig({ DATA_DIR: dir(), ...S3 });
    expect(aws.fileStore).toEqual({ kind: 's3', bucket: 'dealer-docs', region: 'ca-central-1', endpoint: undefined, credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' } });
    expect(await fileStoreFrom(aws.fileStore)).not.toBeNull();
    const minio = await loadConfig({ DATA_DIR: dir(), ...S3, S3_ENDPOINT: 'http://minio.internal:9000', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' });
    expect(minio.fileStore).toMatchObject({ endpoint: 'http://minio.internal:9000', credentials: undefined });
  });

  it('lists every bad S3 variable at once, by name', async () => {
    const problems = await problemsOf({ FILE_STORE: 's3', S3_BUCKET: 'Not_A_Bucket', S3_ENDPOINT: 'minio:9000/x', S3_ACCESS_KEY_ID: 'AKIA' });
    expect(problems).toEqual([
      expect.stringContaining('S3_BUCKET must be a bucket name'), expect.stringContaining('S3_REGION must be a region'),
      expect.stringContaining('S3_ENDPOINT must be the http:// or https:// URL'), expect.stringContaining('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'),
    ]);
    expect(await problemsOf({ FILE_STORE: 'ftp' })).toEqual([expect.stringContaining('FILE_STORE must be database or s3')]);
  });
});
