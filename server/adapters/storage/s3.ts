// Photos in an S3-compatible bucket (AWS, Yandex Object Storage, MinIO…), so every API host of a
// cluster reads what any of them stored. A PutObject is atomic by the protocol: a reader sees the
// old object, the new one, or none.
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { checkKey, type PhotoStorage } from './key';

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

// a photo is at most 20 MB; a bucket slower than this is as good as away
const TIMEOUT_MS = 30_000;

export function s3Storage(options: S3Options, client?: S3Client): PhotoStorage {
  const s3 = client ?? new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // MinIO and most S3-compatible services address buckets by path, not by host name
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.accessKeyId && options.secretAccessKey
      ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
      : undefined,
    requestHandler: { requestTimeout: TIMEOUT_MS, connectionTimeout: 5_000 },
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    get: async (key) => {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (e) {
        if (e instanceof NoSuchKey || (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404)) return null;
        throw e;
      }
    },
    put: async (key, bytes, contentType) => {
      await s3.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }));
    },
    remove: async (keys) => {
      if (keys.length === 0) return;
      await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((k) => ({ Key: checkKey(k) })), Quiet: true } }));
    },
    originals: async () => {
      const hashes: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: 'originals/', ContinuationToken }));
        for (const o of page.Contents ?? []) {
          const hash = o.Key?.slice('originals/'.length);
          if (hash && /^[a-z0-9]+$/.test(hash)) hashes.push(hash);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return hashes.sort();
    },
  };
}
