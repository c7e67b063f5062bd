import { endpointUrl, FileUploadInput, sendWithProgress, toast, useT, type UploadProgress } from '@atrium/shared-ui';
import { adminUploadResponseSchema, packageEndpoints, UPLOAD_ERRORS, type AdminCourse } from '@atrium/elearning-contract';
import { useState } from 'react';

/** Upload of a package for one course, with progress in percent and MB. */
export function PackageUpload({ course, onUploaded }: { course: AdminCourse; onUploaded: () => void }) {
  const t = useT();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = async (file: File) => {
    // Document 001 §5: the name decides.
    if (!file.name.toLowerCase().includes('.zip')) {
      toast.error('scorm.upload.onlyZip');
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      adminUploadResponseSchema.parse(
        await sendWithProgress('POST', endpointUrl(packageEndpoints.adminUpload, { ecourseid: course.id }), form, file.size, setProgress),
      );
      toast.success('scorm.upload.success');
      onUploaded();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (message === UPLOAD_ERRORS.onlyZip) toast.error('scorm.upload.onlyZip');
      else toast.error('scorm.upload.failed', { message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="atr-package-upload">
      <FileUploadInput
        label={t('scorm.admin.upload', { course: course.internalName })}
        accept=".zip,application/zip"
        progress={progress}
        onFile={(file) => void upload(file)}
      />
    </div>
  );
}
