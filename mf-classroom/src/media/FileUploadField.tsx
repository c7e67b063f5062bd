import { useState } from 'react';
import { FileUploadInput, sendWithProgress, toast, useT, type UploadProgress } from '@atrium/shared-ui';
import { ALLOWED_MEDIA_FILE_TYPES, MAX_MEDIA_FILE_BYTES } from '@atrium/classroom-contract';
import './messages';

interface FileUploadFieldProps {
  url: string;
  onUploaded: () => void;
  /** Text fields sent before the file, for an owner that records more than the file (an instance file's type). */
  fields?: Record<string, string>;
}

/** File upload with progress (document 000 §2): posts the chosen file to `url`, then calls onUploaded. */
export function FileUploadField({ url, onUploaded, fields = {} }: FileUploadFieldProps) {
  const t = useT();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = async (file: File) => {
    // Checked here as well so a wrong file fails at once instead of after the upload.
    if (!(ALLOWED_MEDIA_FILE_TYPES as readonly string[]).includes(file.type)) return void toast.error('files.typeRefused');
    if (file.size > MAX_MEDIA_FILE_BYTES) return void toast.error('files.tooLarge');
    setProgress({ loaded: 0, total: file.size });
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file);
      await sendWithProgress('POST', url, form, file.size, setProgress);
      toast.success('files.uploaded');
      onUploaded();
    } catch {
      toast.error('files.uploadFailed');
    } finally {
      setProgress(null);
    }
  };

  return (
    <FileUploadInput
      label={t('files.upload')}
      accept={ALLOWED_MEDIA_FILE_TYPES.join(',')}
      progress={progress}
      onFile={(file) => void upload(file)}
    />
  );
}
