import {
  Button,
  callEndpoint,
  ConfirmDialog,
  DateField,
  ErrorPanel,
  formatDate,
  Spinner,
  TextField,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { personRecordEndpoints as endpoints, type SecurityCard } from '@atrium/users-contract';
import { useState, type FormEvent } from 'react';
import { applyChange } from './user-administration-api';

const EMPTY = { cardType: '', cardNumber: '', issuedOn: null as string | null, expiresOn: null as string | null };

/** safetycards (document 002 §2): the person's safety cards, added and deleted (deleting asks first). */
export function SafetyCardsTab({ userId }: { userId: number }) {
  const t = useT();
  const cards = useEndpoint(endpoints.securityCards, { params: { userId } });
  const [card, setCard] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<SecurityCard | null>(null);
  if (cards.error) return <ErrorPanel error={cards.error} onRetry={cards.reload} />;
  if (!cards.data) return <Spinner />;

  const add = (event: FormEvent) => {
    event.preventDefault();
    void applyChange(
      () => callEndpoint(endpoints.addSecurityCard, { body: { userId, ...card } }),
      'useradmin.cards.added',
      (added) => {
        cards.set([added, ...cards.data!]);
        setCard(EMPTY);
      },
      setErrors,
    );
  };
  const remove = (removed: SecurityCard) =>
    void applyChange(
      () => callEndpoint(endpoints.deleteSecurityCard, { params: { cardId: removed.id } }),
      'useradmin.cards.deleted',
      () => cards.set(cards.data!.filter((row) => row.id !== removed.id)),
    );

  return (
    <>
      <table className="atr-table">
        <caption>{t('useradmin.cards')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('useradmin.cards.type')}</th>
            <th scope="col">{t('useradmin.cards.number')}</th>
            <th scope="col">{t('useradmin.cards.issuedOn')}</th>
            <th scope="col">{t('useradmin.cards.expiresOn')}</th>
            <th scope="col">{t('useradmin.courses.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {cards.data.map((row) => (
            <tr key={row.id}>
              <td>{row.cardType}</td>
              <td>{row.cardNumber}</td>
              <td>{row.issuedOn ? formatDate(row.issuedOn) : ''}</td>
              <td>{row.expiresOn ? formatDate(row.expiresOn) : ''}</td>
              <td>
                <Button variant="secondary" onClick={() => setDeleting(row)}>
                  {t('useradmin.cards.delete', { number: row.cardNumber })}
                </Button>
              </td>
            </tr>
          ))}
          {cards.data.length === 0 && (
            <tr>
              <td colSpan={5}>{t('useradmin.cards.none')}</td>
            </tr>
          )}
        </tbody>
      </table>
      <form className="atr-toolbar" onSubmit={add} aria-label={t('useradmin.cards.new')}>
        <TextField
          label={t('useradmin.cards.type')}
          value={card.cardType}
          error={errors.cardType}
          onChange={(event) => setCard({ ...card, cardType: event.target.value })}
        />
        <TextField
          label={t('useradmin.cards.number')}
          value={card.cardNumber}
          error={errors.cardNumber}
          onChange={(event) => setCard({ ...card, cardNumber: event.target.value })}
        />
        <DateField
          label={t('useradmin.cards.issuedOn')}
          value={card.issuedOn}
          error={errors.issuedOn}
          onChange={(issuedOn) => setCard({ ...card, issuedOn })}
        />
        <DateField
          label={t('useradmin.cards.expiresOn')}
          value={card.expiresOn}
          error={errors.expiresOn}
          onChange={(expiresOn) => setCard({ ...card, expiresOn })}
        />
        <Button type="submit">{t('useradmin.cards.add')}</Button>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title={t('useradmin.cards.delete', { number: deleting?.cardNumber ?? '' })}
        message={t('useradmin.cards.delete.confirm', { number: deleting?.cardNumber ?? '' })}
        confirmLabel={t('useradmin.cards.delete', { number: deleting?.cardNumber ?? '' })}
        onConfirm={() => {
          if (deleting) remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
