import { useId } from 'react';
import type { UploadProgress } from './send-with-progress';
import { UploadProgressView } from './UploadProgressView';

export interface FileUploadInputProps {
  /** Already translated. */
  label: string;
  /** The input's accept list, e.g. ".zip,application/zip". */
  accept: string;
  /** The upload under way, or null: the input is disabled while there is one. */
  progress: UploadProgress | null;
  onFile(file: File): void;
}

/** A file input that hands over the chosen file and shows its upload's progress in percent and MB. */
export function FileUploadInput({ label, accept, progress, onFile }: FileUploadInputProps) {
  const id = useId();
  return (
    <>
      <label className="atr-field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied at once, so choosing the same file again is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {progress && <UploadProgressView progress={progress} />}
    </>
  );
}
