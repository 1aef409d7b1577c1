import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config';

/** The AWS SDK (large) is loaded only when an S3 bucket is configured. */
function s3Sdk(): typeof import('@aws-sdk/client-s3') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (memory, start-up time)
  return require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
}

/**
 * The one place files (proof-of-service photos, documents) are written and read: a local folder by
 * default, an S3-compatible bucket when S3_BUCKET is set. Keys are relative paths made by the
 * server ('visits/12/3f…e.jpg'), never from user input.
 */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file (personal data erased or past its retention); nothing when there is none. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,199}$/;

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`file store: refused key ${JSON.stringify(key)}`);
}

export class LocalFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    checkKey(key);
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name then renamed: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | null> {
    checkKey(key);
    try {
      return await fs.readFile(path.join(this.dir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await fs.rm(path.join(this.dir, key), { force: true });
  }
}

export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    await this.client.send(new (s3Sdk().PutObjectCommand)({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    checkKey(key);
    try {
      const result = await this.client.send(new (s3Sdk().GetObjectCommand)({ Bucket: this.bucket, Key: key }));
      if (!result.Body) return null;
      return Buffer.from(await result.Body.transformToByteArray());
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new (s3Sdk().DeleteObjectCommand)({ Bucket: this.bucket, Key: key }));
  }
}

export function createFileStore(config: AppConfig['fileStore']): FileStore {
  if (config.kind === 'local') return new LocalFileStore(config.dir);
  const client = new (s3Sdk().S3Client)({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
  return new S3FileStore(client, config.bucket);
}
