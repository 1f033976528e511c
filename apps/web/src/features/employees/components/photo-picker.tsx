import { PHOTO_MAX_BYTES } from '@quincena/contracts/employees';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { useRef } from 'react';
import { notify } from '../../../components/notify.tsx';

export interface ChosenPhoto {
  dataUrl: string;
  contentBase64: string;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Spec 01 §5: image only, at most 1,000,000 bytes (the server checks the bytes again). */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.has(file.type)) return 'La foto debe ser una imagen JPG, PNG, GIF o WEBP';
  if (file.size > PHOTO_MAX_BYTES) return 'La foto admite como máximo 1.000.000 bytes';
  return null;
}

/** Chooses the employee's photo; it is uploaded after the contract is saved (spec 01 §4). */
export function PhotoPicker({
  current,
  chosen,
  onChoose,
  label,
}: {
  current: string | null;
  chosen: ChosenPhoto | null;
  onChoose: (photo: ChosenPhoto | null) => void;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);

  function handleFile(file: File | undefined) {
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      notify.warn(problem);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      onChoose({ dataUrl, contentBase64: dataUrl.slice(dataUrl.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  }

  const shown = chosen?.dataUrl ?? current;
  return (
    <div className="employee-header">
      {shown ? (
        <Avatar image={shown} imageAlt={`Foto de ${label}`} shape="circle" size="xlarge" />
      ) : (
        <Avatar
          icon="pi pi-user"
          shape="circle"
          size="xlarge"
          className="employee-photo--initials"
          aria-label="Sin foto"
        />
      )}
      <div className="flex flex-column gap-1">
        <span className="employee-header__name">{label}</span>
        <div className="flex gap-2">
          <Button
            type="button"
            label="Foto"
            icon="pi pi-camera"
            size="small"
            outlined
            onClick={() => input.current?.click()}
          />
          {chosen && (
            <Button
              type="button"
              icon="pi pi-times"
              size="small"
              text
              aria-label="Quitar foto elegida"
              onClick={() => onChoose(null)}
            />
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          data-testid="photo-input"
          onChange={(event) => {
            handleFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
