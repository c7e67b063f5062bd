import {
  ALLOWED_MEDIA_FILE_TYPES,
  ECOURSE_FILE_TYPES,
  ECOURSE_LANGUAGES,
  MAX_MEDIA_FILE_BYTES,
  type EcourseFile,
  type EcourseLanguage,
} from '@atrium/elearning-contract';
import { FileUploadInput, Select, toast, useT, type UploadProgress } from '@atrium/shared-ui';
import { useState } from 'react';
import { uploadEcourseFile, type FileUploadChoice } from './upload-ecourse-file';
import { useSaveFailure } from './use-save-failure';
import './messages';

/** Course material upload with its file type (default COURSEMANUAL) and language, showing progress in percent and MB. */
export function FileUploadForm({ ecourseId, onUploaded }: { ecourseId: number; onUploaded: (file: EcourseFile) => void }) {
  const t = useT();
  const saveFailed = useSaveFailure();
  const [choice, setChoice] = useState<FileUploadChoice>({ fileType: 'COURSEMANUAL', locale: null });
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = async (file: File) => {
    // The service refuses these too, but only after the whole file has been sent.
    if (!(ALLOWED_MEDIA_FILE_TYPES as readonly string[]).includes(file.type)) return void toast.error('ecourse.files.typeRefused');
    if (file.size > MAX_MEDIA_FILE_BYTES) return void toast.error('ecourse.files.tooLarge');
    setProgress({ loaded: 0, total: file.size });
    try {
      onUploaded(await uploadEcourseFile(ecourseId, file, choice, setProgress));
      toast.success('ecourse.files.uploaded');
    } catch (error) {
      saveFailed(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <fieldset className="atr-toolbar">
      <legend>{t('ecourse.files.upload')}</legend>
      <Select
        label={t('ecourse.files.fileType')}
        options={ECOURSE_FILE_TYPES.map((type) => ({ value: type, label: t(`ecourse.files.type.${type}`) }))}
        value={choice.fileType}
        onChange={(event) => setChoice({ ...choice, fileType: event.target.value as FileUploadChoice['fileType'] })}
      />
      <Select
        label={t('ecourse.files.locale')}
        placeholder={t('ecourse.files.allLocales')}
        options={ECOURSE_LANGUAGES.map((locale) => ({ value: locale, label: t(`locale.name.${locale}`) }))}
        value={choice.locale ?? ''}
        onChange={(event) => setChoice({ ...choice, locale: (event.target.value || null) as EcourseLanguage | null })}
      />
      <FileUploadInput
        label={t('ecourse.files.file')}
        accept={ALLOWED_MEDIA_FILE_TYPES.join(',')}
        progress={progress}
        onFile={(file) => void upload(file)}
      />
    </fieldset>
  );
}
