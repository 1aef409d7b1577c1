import sharp from 'sharp';
import { AppError } from '../../shared/app-error';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '../../shared/photos.messages.fr';
import { processPhoto } from './photos';

/** A camera-like JPEG: EXIF with a GPS position and an orientation. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .withExif({ IFD0: { Make: 'Telephone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 20/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '72/1 32/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

async function refusal(bytes: Buffer): Promise<string> {
  const error = await processPhoto(bytes).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

describe('processPhoto', () => {
  it('strips EXIF and GPS, turns the photo upright and shrinks it to 2048 px', async () => {
    const input = await cameraJpeg(3000, 2000);
    const before = await sharp(input).metadata();
    expect([before.exif !== undefined, before.orientation, input.includes(Buffer.from('Telephone'))]).toEqual([true, 6, true]);
    const out = await processPhoto(input);
    const meta = await sharp(out.full).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(out.full.includes(Buffer.from('Telephone'))).toBe(false);
    // Orientation 6 (rotated 90°): the stored photo is portrait.
    expect([meta.width, meta.height]).toEqual([1365, 2048]);
    expect(Math.max(...(await sharp(out.thumb).metadata().then((m) => [m.width, m.height])))).toBe(320);
  });

  it('accepts PNG and WebP by their bytes, whatever their name', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00000000' } }).png().toBuffer();
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    expect((await processPhoto(png)).width).toBe(40);
    expect((await processPhoto(webp)).height).toBe(30);
  });

  it('refuses non-images, HEIC, truncated images and oversize files in French', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7 pas une image'))).toBe(PHOTO_MESSAGES.notImage);
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(PHOTO_MESSAGES.notImage);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(await refusal(heic)).toBe(PHOTO_MESSAGES.heic);
    const jpeg = await cameraJpeg(200, 200);
    expect(await refusal(jpeg.subarray(0, 300))).toBe(PHOTO_MESSAGES.unreadable);
    expect(await refusal(Buffer.concat([jpeg, Buffer.alloc(PHOTO_LIMITS.maxBytes)]))).toBe(PHOTO_MESSAGES.tooLarge);
  });
});
