import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import styles from './FileField.module.css';
export interface FileFieldProps {
  id: string;
  /** The selected file names. Only names are kept: nothing is uploaded. */
  names: readonly string[];
  onChange: (names: string[]) => void;
  /** The accepted files themselves, each time some are added (the pickup form uploads them after sending). */
  onFiles?: (files: File[]) => void;
  /** A validation message from the form (the server's or the schema's). */
  error?: string;
  /** The group's name (its <legend>). */
  legend: string;
  /** Under the legend, tied to the file input. */
  instructions: string;
  /** The visible button that opens the file chooser. */
  chooseLabel: string;
  /** The accessible name of the list of chosen files. */
  listLabel: string;
  /** The remove button's text, and its accessible name for one file. */
  removeText: string;
  removeLabel: (name: string) => string;
  accept?: string;
  maxFiles: number;
  /** Which files are taken; the others are refused with `refusedMessage`. */
  isAccepted: (file: File) => boolean;
  refusedMessage: string;
  tooManyMessage: string;
}

/**
 * A file field: drag-and-drop or a regular file input (keyboard and screen-reader friendly). Files
 * `isAccepted` refuses are left out with `refusedMessage`; the chosen names are listed, each with a
 * button to remove it.
 */
export function FileField({ id, names, onChange, onFiles, error, legend, instructions, chooseLabel, listLabel, removeText, removeLabel, accept, maxFiles, isAccepted, refusedMessage, tooManyMessage }: FileFieldProps) {
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const message = notice ?? error;
  const messageId = `${id}-message`;
  const instructionsId = `${id}-instructions`;

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    const images = files.filter(isAccepted);
    if (images.length) onFiles?.(images);
    const merged = [...names];
    for (const file of images) if (!merged.includes(file.name)) merged.push(file.name);
    const kept = merged.slice(0, maxFiles);
    if (images.length < files.length) setNotice(refusedMessage);
    else if (kept.length < merged.length) setNotice(tooManyMessage);
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
      className={[styles['dropzone'], dragging ? styles['dropzone--active'] : '', message ? styles['dropzone--invalid'] : ''].filter(Boolean).join(' ')}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <legend className="field__label">{legend}</legend>
      <p className={styles['dropzone__instructions']} id={instructionsId}>
        {instructions}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        multiple
        className={`visually-hidden ${styles['dropzone__input']}`}
        onChange={onInputChange}
        aria-describedby={[instructionsId, message ? messageId : null].filter(Boolean).join(' ')}
      />
      <label htmlFor={id} className={`button button--secondary ${styles['dropzone__button']}`}>
        {chooseLabel}
      </label>
      <p className="dropzone__message field__error" id={messageId} aria-live="polite">
        {message}
      </p>
      {names.length > 0 && (
        <ul className={styles['dropzone__files']} aria-label={listLabel}>
          {names.map((name) => (
            <li key={name} className={styles['dropzone__file']}>
              <span className={styles['dropzone__file-name']}>{name}</span>
              <button
                type="button"
                className="button button--ghost dropzone__remove"
                aria-label={removeLabel(name)}
                onClick={() => remove(name)}
              >
                {removeText}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
