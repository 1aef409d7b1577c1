import { VALIDATION } from '@shared/messages.fr';
import { LIMITS } from '@shared/validation';
import { FormikFileField } from '../../ui/FormikFields';

/** Used when the browser gives no MIME type (some drops from file managers). */
const IMAGE_EXTENSION = /\.(avif|bmp|gif|heic|heif|jpe?g|png|svg|tiff?|webp)$/i;

export function isImageFile(file: File): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_EXTENSION.test(file.name);
}

/**
 * Optional photos of the pickup form (Formik field `name`, a list of file names): the field
 * family's file field with the photo texts. Non-images are refused with 'Seules les images sont
 * acceptées.'. Only names are kept: nothing is uploaded.
 */
export function PhotoDropZone({ id, name }: { id: string; name: string }) {
  return (
    <FormikFileField
      id={id}
      name={name}
      legend="Photos (facultatif)"
      instructions="Glissez-déposez vos photos ici ou choisissez-les sur votre appareil. Images seulement ; seuls les noms des fichiers sont transmis."
      chooseLabel="Choisir des photos"
      listLabel="Photos sélectionnées"
      removeText="Retirer"
      removeLabel={(file) => `Retirer ${file}`}
      accept="image/*"
      maxFiles={LIMITS.photos}
      isAccepted={isImageFile}
      refusedMessage={VALIDATION.imagesOnly}
      tooManyMessage={VALIDATION.photosTooMany(LIMITS.photos)}
    />
  );
}
