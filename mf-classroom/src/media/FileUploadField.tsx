import { useId, useRef, useState } from 'react';
import { sendWithProgress, toast, UploadProgressView, useT, type UploadProgress } from '@atrium/shared-ui';
import { ALLOWED_MEDIA_FILE_TYPES, MAX_MEDIA_FILE_BYTES } from '@atrium/classroom-service/contract';
import './messages';

/** File upload with progress (document 000 §2): posts the chosen file to `url`, then calls onUploaded. */
export function FileUploadField({ url, onUploaded }: { url: string; onUploaded(): void }) {
  const t = useT();
  const id = useId();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    // Checked here as well so a wrong file fails at once instead of after the upload.
    if (!(ALLOWED_MEDIA_FILE_TYPES as readonly string[]).includes(file.type)) return void toast.error('files.typeRefused');
    if (file.size > MAX_MEDIA_FILE_BYTES) return void toast.error('files.tooLarge');
    setProgress({ loaded: 0, total: file.size });
    try {
      const form = new FormData();
      form.append('file', file);
      await sendWithProgress('POST', url, form, file.size, setProgress);
      toast.success('files.uploaded');
      onUploaded();
    } catch {
      toast.error('files.uploadFailed');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <label className="atr-field-label" htmlFor={id}>
        {t('files.upload')}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={ALLOWED_MEDIA_FILE_TYPES.join(',')}
        disabled={progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {progress !== null && <UploadProgressView progress={progress} />}
    </>
  );
}
