import { publicationEndpoints, type Publication } from '@atrium/elearning-contract';
import { callEndpoint, Checkbox, ErrorPanel, Spinner, toast, useEndpoint, useT } from '@atrium/shared-ui';
import type { EcourseTabProps } from '../ecourse-edit/ecourse-tab-props';
import { useSaveFailure } from './use-save-failure';
import './messages';

/** Where the course is offered: one checkbox a publication, attaching or detaching at once. */
export function PublicationsPanel({ course }: EcourseTabProps) {
  const t = useT();
  const saveFailed = useSaveFailure();
  const publications = useEndpoint(publicationEndpoints.list, { params: { id: course.id } });

  if (publications.error) return <ErrorPanel error={publications.error} onRetry={publications.reload} />;
  if (!publications.data) return <Spinner />;

  const toggle = async (publication: Publication, attach: boolean) => {
    try {
      const params = { id: course.id, publicationId: publication.id };
      publications.set(await callEndpoint(attach ? publicationEndpoints.attach : publicationEndpoints.detach, { params }));
      toast.success(attach ? 'ecourse.publications.attached' : 'ecourse.publications.detached', { name: publication.name });
    } catch (error) {
      saveFailed(error);
    }
  };

  return (
    <fieldset>
      <legend>{t('ecourse.publications.title')}</legend>
      {publications.data.length === 0 && <p>{t('ecourse.publications.none')}</p>}
      {publications.data.map((publication) => (
        <Checkbox
          key={publication.id}
          label={publication.name}
          checked={publication.attached}
          onChange={(event) => void toggle(publication, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}
