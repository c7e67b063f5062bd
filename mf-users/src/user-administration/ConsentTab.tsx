import { Button, callEndpoint, ErrorPanel, formatDateTime, Select, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { CONSENT_TYPES, personRecordEndpoints as endpoints, type AdminUser, type Consent, type ConsentType } from '@atrium/users-contract';
import { useState } from 'react';
import { applyChange } from './user-administration-api';

/** consent (document 002 §2): the person's consents, added (the first type proposed, §7) and given or withdrawn. */
export function ConsentTab({ user }: { user: AdminUser }) {
  const t = useT();
  const consents = useEndpoint(endpoints.consents, { params: { userId: user.id } });
  const [type, setType] = useState<ConsentType>(CONSENT_TYPES[0]);
  if (consents.error) return <ErrorPanel error={consents.error} onRetry={consents.reload} />;
  if (!consents.data) return <Spinner />;
  const held = new Set(consents.data.map((consent) => consent.type));
  const addable = CONSENT_TYPES.filter((candidate) => !held.has(candidate));
  const replace = (changed: Consent) => consents.set([...consents.data!.filter((row) => row.id !== changed.id), changed]);

  return (
    <>
      <table className="atr-table">
        <caption>{t('useradmin.consent')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('useradmin.consent.type')}</th>
            <th scope="col">{t('useradmin.consent.state')}</th>
            <th scope="col">{t('useradmin.consent.givenAt')}</th>
            <th scope="col">{t('useradmin.consent.updatedAt')}</th>
            <th scope="col">{t('useradmin.courses.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {consents.data.map((consent) => (
            <tr key={consent.id}>
              <td>{t(`useradmin.consent.type.${consent.type}`)}</td>
              <td>{t(consent.given ? 'useradmin.consent.given' : 'useradmin.consent.withdrawn')}</td>
              <td>{formatDateTime(consent.givenAt)}</td>
              <td>{formatDateTime(consent.updatedAt)}</td>
              <td>
                <Button
                  onClick={() =>
                    void applyChange(
                      () =>
                        callEndpoint(endpoints.updateConsent, {
                          params: { consentId: consent.id, userUuid: user.uuid },
                          body: { given: !consent.given },
                        }),
                      'useradmin.consent.saved',
                      replace,
                    )
                  }
                >
                  {t(consent.given ? 'useradmin.consent.withdraw' : 'useradmin.consent.give', {
                    type: t(`useradmin.consent.type.${consent.type}`),
                  })}
                </Button>
              </td>
            </tr>
          ))}
          {consents.data.length === 0 && (
            <tr>
              <td colSpan={5}>{t('useradmin.consent.none')}</td>
            </tr>
          )}
        </tbody>
      </table>
      {addable.length > 0 && (
        <div className="atr-toolbar">
          <Select
            label={t('useradmin.consent.type')}
            value={addable.includes(type) ? type : addable[0]}
            options={addable.map((value) => ({ value, label: t(`useradmin.consent.type.${value}`) }))}
            onChange={(event) => setType(event.target.value as ConsentType)}
          />
          <Button
            onClick={() =>
              void applyChange(
                () =>
                  callEndpoint(endpoints.addConsent, {
                    params: { userUuid: user.uuid, type: addable.includes(type) ? type : addable[0]! },
                  }),
                'useradmin.consent.saved',
                (added) => consents.set([...consents.data!, added]),
              )
            }
          >
            {t('useradmin.consent.add')}
          </Button>
        </div>
      )}
    </>
  );
}
