import { REMOTE_SCORM_VERSIONS, remoteScormEndpoints, type RemoteScormCustomer } from '@atrium/elearning-contract';
import { Button, endpointUrl, RemoveButton, useT, formatDate } from '@atrium/shared-ui';
import { MaxLearnersEditor } from './MaxLearnersEditor';
import type { SaveOutcome } from './remote-scorm-fields';
import './remote-scorm-messages';

export interface RemoteScormCustomerRowProps {
  ecourseId: number;
  customer: RemoteScormCustomer;
  /** Already resolved: the customer's name, or its id when the company area gave none. */
  name: string;
  onSaveLimit: (maxLearners: number | null) => Promise<SaveOutcome>;
  onNewToken: () => void;
  onRemove: () => void;
}

/** One customer for remote SCORM: how many of its learners play the course, its packages, and what can be changed. */
export function RemoteScormCustomerRow({ ecourseId, customer, name, onSaveLimit, onNewToken, onRemove }: RemoteScormCustomerRowProps) {
  const t = useT();
  const { customerId, learners, maxLearners, added } = customer;
  return (
    <tr>
      <td>{name}</td>
      <td>
        {maxLearners === null
          ? t('ecourse.remoteScorm.learnersNoLimit', { learners })
          : t('ecourse.remoteScorm.learnersOf', { learners, max: maxLearners })}
      </td>
      <td>
        <time dateTime={added}>{formatDate(added)}</time>
      </td>
      <td>
        <ul>
          {REMOTE_SCORM_VERSIONS.map((version) => {
            const label = t(`ecourse.remoteScorm.version.${version}`);
            return (
              <li key={version}>
                <a
                  href={endpointUrl(remoteScormEndpoints.wrapper, { id: ecourseId, customerId, version })}
                  download
                  aria-label={t('ecourse.remoteScorm.download', { version: label, name })}
                >
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
      </td>
      <td>
        <MaxLearnersEditor name={name} saved={maxLearners} onSave={onSaveLimit} />
        <Button aria-label={t('ecourse.remoteScorm.newTokenOf', { name })} onClick={onNewToken}>
          {t('ecourse.remoteScorm.newToken')}
        </Button>{' '}
        <RemoveButton label={t('ecourse.remoteScorm.removeOf', { name })} onClick={onRemove} />
      </td>
    </tr>
  );
}
