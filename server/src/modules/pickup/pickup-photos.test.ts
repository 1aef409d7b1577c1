import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CreatePickupRequestDocument } from '../../../../client/src/graphql-public/graphql';
import { App } from '../../app';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { tamperedSignature } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { featurePersonalData } from '../../composition';
import { FEATURES } from '../../features.generated';
import { RetentionService } from '../ops/retention.service';
import { createFileStore } from '../storage/file-store';
import { insertUser } from '../users/users.fixtures';
import { PickupPhoto } from './pickup-photo.entity';
import { PickupRequest } from './pickup-request.entity';
import { pickupInput } from './pickup.fixtures';

const DETAIL = 'query($id: ID!) { pickupRequest(id: $id) { id photos uploadedPhotos { id number url thumbnailUrl width height } } }';

/** What a phone gives: a JPEG with the camera's EXIF (make, GPS position). */
const phonePhoto = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .withExif({ IFD0: { Make: 'TelephoneDeMarieEve' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 20/1 0/1' } })
    .jpeg()
    .toBuffer();

describeEachDb('pickup request photos (issue #26)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pickup-photos-'));
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { env: { FILE_STORE_DIR: filesDir } });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    fs.rmSync(path.join(filesDir, 'pickups'), { recursive: true, force: true });
  });

  const create = async () => {
    const res = await request(app.handler)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id photoUploadUrl } }', variables: { input: pickupInput() } });
    return res.body.data.createPickupRequest as { id: string; photoUploadUrl: string };
  };
  const upload = (url: string, body: Buffer, type = 'image/jpeg') => request(app.handler).post(url).set('Content-Type', type).send(body);
  const files = () => (fs.existsSync(path.join(filesDir, 'pickups')) ? fs.readdirSync(path.join(filesDir, 'pickups'), { recursive: true }).filter((f) => String(f).endsWith('.jpg')) : []);

  it('the form uploads its photos to the signed address; staff see both, stripped of EXIF, by same-origin signed URLs', async () => {
    const { id, photoUploadUrl } = await create();
    // The public document the form uses asks for the address too.
    expect(CreatePickupRequestDocument.toString()).toContain('photoUploadUrl');
    expect(photoUploadUrl).toMatch(new RegExp(`^/files/pickup-requests/${id}/photos\\?expires=\\d+&signature=[\\w-]+$`));
    const first = await upload(photoUploadUrl, await phonePhoto(4000, 3000, '#aa3333'));
    expect([first.status, first.body]).toEqual([201, { id: expect.any(String), number: 1, width: 2048, height: 1536 }]);
    // PNG sent with a wrong name and type: recognised by its bytes.
    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#3333aa' } }).png().toBuffer();
    expect((await upload(photoUploadUrl, png, 'application/octet-stream')).status).toBe(201);

    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    const detail = await request(app.handler)
      .post('/graphql')
      .set('Authorization', `Bearer ${await validToken(manager)}`)
      .send({ query: DETAIL, variables: { id } });
    const photos = detail.body.data.pickupRequest.uploadedPhotos as { number: number; url: string; thumbnailUrl: string; width: number; height: number }[];
    expect(photos.map((p) => [p.number, p.width, p.height])).toEqual([
      [1, 2048, 1536],
      [2, 300, 500],
    ]);
    for (const photo of photos) {
      for (const url of [photo.url, photo.thumbnailUrl]) {
        expect(url).toMatch(/^\/files\/photos\/pickups\/\d+\/[0-9a-f-]+(-mini)?\.jpg\?expires=\d+&signature=[\w-]+$/);
        const res = await request(app.handler).get(url);
        expect([res.status, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
        const meta = await sharp(res.body as Buffer).metadata();
        expect(meta.exif).toBeUndefined();
        expect((res.body as Buffer).includes(Buffer.from('TelephoneDeMarieEve'))).toBe(false);
      }
      // Without its signature, or with another one, nothing.
      expect((await request(app.handler).get(photo.url.split('?')[0]!)).status).toBe(403);
      expect((await request(app.handler).get(tamperedSignature(photo.url))).status).toBe(403);
    }
    expect(files()).toHaveLength(4);

    // Not for the public nor for an employee: the field needs MANAGER.
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const refused = await request(app.handler)
      .post('/graphql')
      .set('Authorization', `Bearer ${await validToken(employee)}`)
      .send({ query: DETAIL, variables: { id } });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses non-images, HEIC, oversize files, a 7th photo and a forged address in French; the request stays', async () => {
    const { id, photoUploadUrl } = await create();
    const pdf = await upload(photoUploadUrl, Buffer.from('%PDF-1.7 divan.jpg'));
    expect([pdf.status, pdf.body]).toEqual([400, { error: 'Ce fichier n’est pas une image (JPEG, PNG, WebP ou HEIC converti en JPEG).', code: 'BAD_USER_INPUT', fieldErrors: { photo: expect.any(String) } }]);
    const heic = await upload(photoUploadUrl, Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(100)]));
    expect(heic.body.error).toMatch(/^Les photos HEIC ne peuvent pas être lues ici/);
    const huge = await upload(photoUploadUrl, Buffer.alloc(16 * 1024 * 1024, 0xff));
    expect([huge.status, huge.body.error]).toEqual([413, 'Photo trop volumineuse : 15 Mo au plus.']);
    const other = await create();
    const forged = photoUploadUrl.replace(`/pickup-requests/${id}/`, `/pickup-requests/${other.id}/`);
    expect([(await upload(forged, await phonePhoto(10, 10, '#000'))).status]).toEqual([403]);
    expect(await dataSource.getRepository(PickupPhoto).count()).toBe(0);

    const small = await phonePhoto(50, 40, '#00aa00');
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(photoUploadUrl, small)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 400, 400]);
    expect(results.find((r) => r.status === 400)!.body.error).toBe('Vous pouvez joindre au plus 6 photos.');
    const rows = await dataSource.getRepository(PickupPhoto).find({ where: { pickupRequestId: Number(id) } });
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // Refused uploads leave no file behind.
    expect(files()).toHaveLength(12);
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(2);
  });

  it('retention: the photos of an anonymised request are deleted, files included', async () => {
    const { id, photoUploadUrl } = await create();
    expect((await upload(photoUploadUrl, await phonePhoto(60, 60, '#123456'))).status).toBe(201);
    await dataSource.getRepository(PickupRequest).update({ id: Number(id) }, { createdAt: new Date('2020-01-01T00:00:00Z') });
    const summary = await new RetentionService(dataSource, { months: 24, handlers: featurePersonalData(FEATURES), files: createFileStore({ kind: 'local', dir: filesDir }) }).run(new Date('2026-11-21T15:00:00Z'));
    expect(summary).toMatchObject({ pickupRequests: 1, pickupPhotos: 1 });
    expect(await dataSource.getRepository(PickupPhoto).count()).toBe(0);
    expect(files()).toHaveLength(0);
  });
});
