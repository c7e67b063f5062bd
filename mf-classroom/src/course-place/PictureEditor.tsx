import { useState } from 'react';
import { Button, callEndpoint, FileUploadInput, sendWithProgress, toast, useT, type UploadProgress } from '@atrium/shared-ui';
import {
  COURSE_PLACE_PICTURE_PATH,
  COURSE_PLACE_PICTURE_TYPES,
  coursePlaceDetailSchema,
  coursePlaceEndpoints,
  type CoursePlaceDetail,
} from '@atrium/classroom-contract';

const pictureUrl = (id: number) => `/api/classroom${COURSE_PLACE_PICTURE_PATH.replace(':id', String(id))}`;

/** The venue's picture: shown, replaced by an upload through the file store, or deleted. */
export function PictureEditor({ place, onChange }: { place: CoursePlaceDetail; onChange: (place: CoursePlaceDetail) => void }) {
  const t = useT();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    try {
      onChange(coursePlaceDetailSchema.parse(await sendWithProgress('POST', pictureUrl(place.id), form, file.size, setProgress)));
    } catch {
      toast.error('course-place.picture.failed');
    } finally {
      setProgress(null);
    }
  };
  const remove = async () => {
    try {
      onChange(await callEndpoint(coursePlaceEndpoints.removePicture, { params: { id: place.id } }));
    } catch {
      toast.error('course-place.saveFailed');
    }
  };

  return (
    <section aria-labelledby="course-place-picture">
      <h2 id="course-place-picture">{t('course-place.picture')}</h2>
      {place.coursePlacePicture && (
        <p>
          <img src={place.coursePlacePicture} alt={t('course-place.picture.alt', { name: place.name })} style={{ maxWidth: 320 }} />
          <br />
          <Button onClick={() => void remove()}>{t('course-place.picture.delete')}</Button>
        </p>
      )}
      <FileUploadInput
        label={t('course-place.picture.upload')}
        accept={COURSE_PLACE_PICTURE_TYPES.join(',')}
        progress={progress}
        onFile={(file) => void upload(file)}
      />
    </section>
  );
}
