import type { TFileUpload } from '@quincena/contracts/company';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useRef, useState } from 'react';
import { toFileUpload } from '../file-upload.ts';

/**
 * A file picker that turns the chosen file into the JSON upload the API takes. The browser's checks
 * (type hint, 1,000,000 bytes) only spare a round trip: the server decides by content.
 */
export function FileField({
  id,
  label,
  accept,
  required = false,
  value,
  stored,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  accept: string;
  required?: boolean;
  value: TFileUpload | undefined;
  /** A file is already kept for this field. */
  stored: boolean;
  onChange: (upload: TFileUpload | undefined) => void;
  error?: string | undefined;
  hint: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  async function handleFile(file: File | undefined) {
    setLocalError(null);
    if (!file) return;
    try {
      onChange(await toFileUpload(file));
    } catch (failure) {
      onChange(undefined);
      setLocalError(failure instanceof Error ? failure.message : 'No se pudo leer el archivo');
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const message = localError ?? error;
  return (
    <div className="field-group">
      <span className="field-label" id={`${id}-label`}>
        {label}
        {required && ' *'}
      </span>
      <div className="company-file">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          className="company-file__input"
          aria-labelledby={`${id}-label`}
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
        <Button
          type="button"
          label="Seleccionar archivo"
          icon="pi pi-upload"
          outlined
          size="small"
          onClick={() => input.current?.click()}
        />
        {value ? (
          <span className="company-file__name" title={value.fileName}>
            <i className="pi pi-file" aria-hidden="true" /> {value.fileName}
          </span>
        ) : stored ? (
          <Tag severity="success" icon="pi pi-check" value="Archivo cargado" />
        ) : (
          <span className="company-file__empty">Ningún archivo seleccionado</span>
        )}
      </div>
      {message ? (
        <small className="field-error">{message}</small>
      ) : (
        <small className="company-form__hint">{hint}</small>
      )}
    </div>
  );
}
