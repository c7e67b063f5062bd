import { useEffect, useState } from 'react';
import { partlistEndpoints } from '@atrium/classroom-contract';
import {
  Button,
  callEndpoint,
  DeadEndPage,
  ErrorPanel,
  formatDate,
  formatDateTime,
  Page,
  Spinner,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { SignatureDialog } from '../instructor-page/SignatureDialog';
import { partlistOfHash } from './partlist-hash';
import '../instructor-page/messages';
import '../instructor-page/instructor-page.css';
import './messages';
import './participant-list-signing.css';

/** The hash of the address, followed as it changes. */
function useHash(): string {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const changed = () => setHash(window.location.hash);
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return hash;
}

/** /web/partlist#/{instanceId}/{participantListCode}: participants sign the list on a tablet (decision 0174). */
export default function PartlistPage() {
  const target = partlistOfHash(useHash());
  if (!target) return <DeadEndPage kind="notfound" />;
  return <Partlist key={`${target.instanceId}/${target.code}`} instanceId={target.instanceId} code={target.code} />;
}

function Partlist({ instanceId, code }: { instanceId: number; code: string }) {
  const t = useT();
  const list = useEndpoint(partlistEndpoints.list, { params: { instanceId, code } });
  const [signing, setSigning] = useState<{ licenseId: number; name: string } | null>(null);
  if (list.error) return <ErrorPanel error={list.error} onRetry={list.reload} />;
  if (!list.data) return <Spinner />;
  return (
    <Page title={t('partlist.title', { title: list.data.title })}>
      {list.data.startDate && <p>{formatDate(list.data.startDate)}</p>}
      <p>{t('partlist.intro')}</p>
      <ul className="atr-partlist" aria-label={t('partlist.people')}>
        {list.data.participants.map((participant) => (
          <li key={participant.licenseId} className="atr-partlist-row">
            <span className="atr-partlist-name">{participant.name}</span>
            {participant.signature ? (
              <span data-testid="signed-at">{t('partlist.signedAt', { when: formatDateTime(participant.signature.signedAt) })}</span>
            ) : (
              <span>{t('partlist.notSigned')}</span>
            )}
            <Button
              variant={participant.signature ? 'secondary' : 'primary'}
              aria-label={t('partlist.signAs', { name: participant.name })}
              onClick={() => setSigning({ licenseId: participant.licenseId, name: participant.name })}
            >
              {t(participant.signature ? 'partlist.signAgain' : 'partlist.sign')}
            </Button>
          </li>
        ))}
      </ul>
      {signing && (
        <SignatureDialog
          name={signing.name}
          store={(dataUrl) =>
            callEndpoint(partlistEndpoints.sign, { params: { instanceId, code }, body: { licenseId: signing.licenseId, dataUrl } })
          }
          onClose={() => setSigning(null)}
          onSigned={() => {
            setSigning(null);
            list.reload();
          }}
        />
      )}
    </Page>
  );
}
