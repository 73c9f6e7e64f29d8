import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { FileStore } from '@dealer-panel/core/documents/document-repository';

export interface S3FileStoreOptions {
  readonly bucket: string;
  readonly region: string;
  /** An S3-compatible service (MinIO, Ceph, R2…): its URL, addressed path-style (http://host:9000/bucket/key). Absent: AWS itself. */
  readonly endpoint?: string;
  /** Absent: the AWS SDK's default credentials (environment, instance or task role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3 bucket (FILE_STORE=s3): one object per key, its Content-Type kept with it. Checksums
 * are sent and checked only where S3 requires them (`WHEN_REQUIRED`): several S3-compatible services
 * do not know the SDK's newer default ones. S3's DELETE of an unknown key succeeds, as the port asks.
 */
export function s3FileStore(options: S3FileStoreOptions): FileStore & { readonly client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint, forcePathStyle: true }),
    ...(options.credentials === undefined ? {} : { credentials: { ...options.credentials } }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  return {
    client,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (object.Body === undefined) return null;
        return { bytes: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
