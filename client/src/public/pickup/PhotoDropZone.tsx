import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { VALIDATION } from '@shared/messages.fr';
import { LIMITS } from '@shared/validation';

/** Used when the browser gives no MIME type (some drops from file managers). */
const IMAGE_EXTENSION = /\.(avif|bmp|gif|heic|heif|jpe?g|png|svg|tiff?|webp)$/i;

export function isImageFile(file: File): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_EXTENSION.test(file.name);
}

export interface PhotoDropZoneProps {
  id: string;
  /** The selected file names. Only names are kept: nothing is uploaded. */
  names: readonly string[];
  onChange: (names: string[]) => void;
  /** A validation message from the form (the server's or the schema's). */
  error?: string;
}

/**
 * Optional photos: drag-and-drop or a regular file input (keyboard and screen-reader friendly).
 * Non-images are refused with 'Seules les images sont acceptées.'; the chosen names are listed,
 * each with a button to remove it.
 */
export function PhotoDropZone({ id, names, onChange, error }: PhotoDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const message = notice ?? error;
  const messageId = `${id}-message`;
  const instructionsId = `${id}-instructions`;

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    const images = files.filter(isImageFile);
    const merged = [...names];
    for (const file of images) if (!merged.includes(file.name)) merged.push(file.name);
    const kept = merged.slice(0, LIMITS.photos);
    if (images.length < files.length) setNotice(VALIDATION.imagesOnly);
    else if (kept.length < merged.length) setNotice(VALIDATION.photosTooMany(LIMITS.photos));
    else setNotice(null);
    if (kept.length !== names.length) onChange(kept);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const remove = (name: string) => {
    setNotice(null);
    onChange(names.filter((candidate) => candidate !== name));
    // The removed button took the focus with it; give it to the file chooser.
    inputRef.current?.focus();
  };

  return (
    <fieldset
      className={['dropzone', dragging ? 'dropzone--active' : '', message ? 'dropzone--invalid' : ''].filter(Boolean).join(' ')}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <legend className="field__label">Photos (facultatif)</legend>
      <p className="dropzone__instructions" id={instructionsId}>
        Glissez-déposez vos photos ici ou choisissez-les sur votre appareil. Images seulement ; seuls les noms
        des fichiers sont transmis.
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="visually-hidden dropzone__input"
        onChange={onInputChange}
        aria-describedby={[instructionsId, message ? messageId : null].filter(Boolean).join(' ')}
      />
      <label htmlFor={id} className="button button--secondary dropzone__button">
        Choisir des photos
      </label>
      <p className="dropzone__message field__error" id={messageId} aria-live="polite">
        {message}
      </p>
      {names.length > 0 && (
        <ul className="dropzone__files" aria-label="Photos sélectionnées">
          {names.map((name) => (
            <li key={name} className="dropzone__file">
              <span className="dropzone__file-name">{name}</span>
              <button
                type="button"
                className="button button--ghost dropzone__remove"
                aria-label={`Retirer ${name}`}
                onClick={() => remove(name)}
              >
                Retirer
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
