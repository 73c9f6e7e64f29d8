import type { FileStore } from '@dealer-panel/core/documents/document-repository';

export type FileStoreConfig =
  | { readonly kind: 'database' }
  | {
    readonly kind: 's3'; readonly bucket: string; readonly region: string; readonly endpoint: string | undefined;
    readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  };

type Env = Readonly<Record<string, string | undefined>>;

/** S3's bucket names: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z]{2}(-[a-z0-9]+)+$|^[a-z0-9-]{2,32}$/;

/**
 * FILE_STORE=database (the default: documents' bytes in the database, as media) or s3, which needs
 * S3_BUCKET and S3_REGION, takes S3_ENDPOINT for an S3-compatible service (MinIO, Ceph, R2…:
 * addressed path-style), and S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY (both, or neither for the
 * AWS SDK's default credentials: an instance or task role). Each bad variable is pushed to `problems`.
 */
export function readFileStoreConfig(env: Env, problems: string[]): FileStoreConfig {
  const kind = env.FILE_STORE?.trim() || 'database';
  if (kind === 'database') return { kind };
  if (kind !== 's3') {
    problems.push(`FILE_STORE must be database or s3, got "${kind}"`);
    return { kind: 'database' };
  }
  const bucket = env.S3_BUCKET?.trim() ?? '';
  const region = env.S3_REGION?.trim() ?? '';
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (!BUCKET.test(bucket)) problems.push(`S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens) when FILE_STORE=s3, got "${bucket}"`);
  if (!REGION.test(region)) problems.push(`S3_REGION must be a region such as ca-central-1 (or the one your S3-compatible service expects, e.g. us-east-1) when FILE_STORE=s3, got "${region}"`);
  if (endpoint !== undefined && !isServiceUrl(endpoint)) problems.push(`S3_ENDPOINT must be the http:// or https:// URL of the S3-compatible service, without a path (e.g. http://minio.internal:9000), got "${endpoint}"`);
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials (an instance or task role)');
  }
  const credentials = accessKeyId === '' ? undefined : { accessKeyId, secretAccessKey };
  return { kind, bucket, region, endpoint, credentials };
}

function isServiceUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.pathname === '/' || url.pathname === '') && url.search === '' && url.username === '';
  } catch {
    return false;
  }
}

/** The configured store of documents' bytes; null: the database's (ports.ts binds it). The AWS SDK is loaded only for S3 (issue 34.6). */
export async function fileStoreFrom(config: FileStoreConfig): Promise<FileStore | null> {
  if (config.kind === 'database') return null;
  const { s3FileStore } = await import('../persistence/documents/s3-file-store');
  return s3FileStore({
    bucket: config.bucket, region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
  });
}
