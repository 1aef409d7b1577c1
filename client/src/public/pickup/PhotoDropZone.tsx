import { VALIDATION } from '@shared/messages.fr';
import { PHOTO_LIMITS } from '@shared/photos.messages.fr';
import { FormikFileField } from '../../ui/FormikFields';

/** Used when the browser gives no MIME type (some drops from file managers). */
const IMAGE_EXTENSION = /\.(avif|bmp|gif|heic|heif|jpe?g|png|svg|tiff?|webp)$/i;

const HEIC = /\.(heic|heif)$/i;

/**
 * What the upload sends: HEIC/HEIF photos are converted to JPEG where the browser can decode them
 * (Safari); others go as they are (the server checks every file by its bytes and strips its metadata).
 */
export async function uploadableImage(file: File): Promise<Blob> {
  if (!/image\/hei[cf]/i.test(file.type) && !HEIC.test(file.name)) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return jpeg ?? file;
  } catch {
    return file;
  }
}

export function isImageFile(file: File): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_EXTENSION.test(file.name);
}

/**
 * Optional photos of the pickup form (Formik field `name`, a list of file names): the field
 * family's file field with the photo texts. Non-images are refused with 'Seules les images sont
 * acceptées.'. The form keeps the files (`onFiles`) and uploads them once the request is stored.
 */
export function PhotoDropZone({ id, name, onFiles }: { id: string; name: string; onFiles?: (files: File[]) => void }) {
  return (
    <FormikFileField
      id={id}
      name={name}
      legend="Photos (facultatif)"
      instructions="Glissez-déposez vos photos ici ou choisissez-les sur votre appareil (6 au plus : JPEG, PNG, WebP ou HEIC, 15 Mo chacune). Elles sont envoyées après votre demande, sans leurs données de localisation."
      chooseLabel="Choisir des photos"
      listLabel="Photos sélectionnées"
      removeText="Retirer"
      removeLabel={(file) => `Retirer ${file}`}
      accept="image/*"
      onFiles={onFiles}
      maxFiles={PHOTO_LIMITS.perPickup}
      isAccepted={isImageFile}
      refusedMessage={VALIDATION.imagesOnly}
      tooManyMessage={VALIDATION.photosTooMany(PHOTO_LIMITS.perPickup)}
    />
  );
}
