import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { s3PhotoStore } from '../src/modules/partner/photo-store.ts';
import { signS3Request } from '../src/modules/partner/s3-signature.ts';
import { createTestApp, type TestApp } from './harness.ts';

const KEY = { accessKeyId: 'AKIDCHAMPIONS', secretAccessKey: 'tajny-klic-pro-test', region: 'eu-central-1' };

describe('AWS Signature Version 4', () => {
  it('signs the example request of the S3 documentation exactly as AWS does', () => {
    // "GET Object" example of the S3 API reference (sig-v4-header-based-auth).
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** A tiny S3-compatible server: checks each request's signature, keeps objects in memory. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const refused: string[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const expected = signS3Request({
      method: req.method!,
      url,
      headers: Object.fromEntries(
        ['content-type', 'cache-control']
          .filter((name) => req.headers[name] !== undefined)
          .map((name) => [name, String(req.headers[name])]),
      ),
      ...(body.length > 0 ? { body } : {}),
      credentials: KEY,
      now: new Date(
        String(req.headers['x-amz-date']).replace(
          /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/,
          '$1-$2-$3T$4:$5:$6Z',
        ),
      ),
    });
    const hashOk = req.headers['x-amz-content-sha256'] === createHash('sha256').update(body).digest('hex');
    if (req.headers.authorization !== expected.authorization || !hashOk) {
      refused.push(`${req.method} ${url.pathname}`);
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(url.pathname, { body, type: req.headers['content-type'] });
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      objects.delete(url.pathname);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects, refused };
}

function multipartPhoto(image: Buffer) {
  const boundary = '----champions-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('photos in an S3-compatible store', () => {
  const s3 = fakeS3();
  let t: TestApp;
  let endpoint: string;
  const publicUrl = 'https://foto.example.cz';

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
    t = await createTestApp({
      env: {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'champions-foto',
        S3_ACCESS_KEY_ID: KEY.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEY.secretAccessKey,
        S3_REGION: KEY.region,
        S3_PUBLIC_URL: publicUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => s3.server.close(resolve));
  });

  it('uploads the resized WebP with a signed PUT, shows its public address, and deletes it', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'partner@champions.cz', password: 'Champions123!' },
    });
    const admin = { 'x-admin-token': `Bearer ${login.json().token}` };
    const venues = await t.app.inject({ method: 'GET', url: '/api/admin/venues', headers: admin });
    const venue = venues.json().venues[0] as { id: string; photos: string[] };
    const image = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    const photo = multipartPhoto(image);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/venues/${venue.id}/photos`,
      headers: { ...admin, ...photo.headers },
      payload: photo.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = (uploaded.json().photos as string[]).at(-1)!;
    expect(url).toMatch(/^https:\/\/foto\.example\.cz\/[\w-]+\.webp$/);
    const name = url.slice(publicUrl.length + 1);
    const stored = s3.objects.get(`/champions-foto/${name}`);
    expect(stored?.type).toBe('image/webp');
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(s3.refused).toEqual([]);

    // The page may show it: the content security policy allows the store's public address.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain(publicUrl);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/venues/${venue.id}/photos`,
      headers: admin,
      payload: { url },
    });
    expect(removed.statusCode).toBe(200);
    expect(s3.objects.has(`/champions-foto/${name}`)).toBe(false);
    expect(s3.refused).toEqual([]);
  });

  it('gives up an upload the store does not answer in time, and a removal quietly', async () => {
    // a store that takes the request and never answers: only the request's signal ends it
    const stuck: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const store = s3PhotoStore(
      {
        ...KEY,
        endpoint: 'http://127.0.0.1:9',
        bucket: 'champions-foto',
        publicUrl: 'https://foto.champions.cz',
      },
      { fetch: stuck, timeoutMs: 50 },
    );
    await expect(store.save('a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/timeout|aborted/i);
    await expect(store.remove('https://foto.champions.cz/a.webp')).resolves.toBeUndefined();
  });

  it('the configuration needs every S3 variable or none', () => {
    expect(() => loadConfig({ S3_BUCKET: 'foto' })).toThrow(/S3_ENDPOINT.*required/);
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });
});
