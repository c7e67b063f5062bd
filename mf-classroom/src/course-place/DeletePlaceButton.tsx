import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { ApiError, Button, callEndpoint, ConfirmDialog, hrefTo, toast, useT } from '@atrium/shared-ui';
import { coursePlaceEndpoints, type CoursePlaceDetail } from '@atrium/classroom-contract';

/** Deletes the venue after a confirmation naming it; one used by course instances stays (the server says 409). */
export function DeletePlaceButton({ place }: { place: CoursePlaceDetail }) {
  const t = useT();
  const [asking, setAsking] = useState(false);

  const remove = async () => {
    setAsking(false);
    try {
      await callEndpoint(coursePlaceEndpoints.remove, { params: { id: place.id } });
      toast.success('course-place.deleted');
      navigateToUrl(hrefTo('course-place-list'));
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? 'course-place.delete.inUse' : 'course-place.saveFailed');
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('course-place.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('course-place.delete')}
        message={t('course-place.delete.confirm', { name: place.name })}
        confirmLabel={t('course-place.delete')}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
