import {
  Button,
  Checkbox,
  type CustomerItem,
  CustomerPicker,
  failureKey,
  Modal,
  toast,
  UserPicker,
  type UserSelectItem,
  useT,
} from '@atrium/shared-ui';
import { useState, type ReactNode } from 'react';
import './messages';

export interface UserPick {
  user: UserSelectItem;
  customer: CustomerItem | null;
}

interface AddUsersResult {
  created: unknown[];
  /** User ids who already held a license, so got none. */
  alreadyLicensed: number[];
}

export interface AddUsersDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
  submit: (picks: UserPick[], sendEmailNotification: boolean) => Promise<AddUsersResult>;
  /** A list's own choice above the people (the classroom list's instance); ready says it is made. */
  children?: ReactNode;
  ready?: boolean;
  onReset?: () => void;
}

const userName = (user: UserSelectItem) => `${user.firstname} ${user.lastname}`;

/** Adding users to a license list (document 001 §7): people get a license each, bought for the customer chosen with them. */
export function AddUsersDialog({ open, onClose, onAdded, submit, children, ready = true, onReset }: AddUsersDialogProps) {
  const t = useT();
  const [user, setUser] = useState<UserSelectItem | null>(null);
  const [customer, setCustomer] = useState<CustomerItem | null>(null);
  const [picks, setPicks] = useState<UserPick[]>([]);
  const [email, setEmail] = useState(true);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPicks([]);
    setUser(null);
    setCustomer(null);
    onReset?.();
    onClose();
  };
  const addPick = () => {
    if (!user) return;
    // A person is listed once; picking them again takes the newer customer.
    setPicks((current) => [...current.filter((pick) => pick.user.id !== user.id), { user, customer }]);
    setUser(null);
  };
  const send = async () => {
    setBusy(true);
    try {
      const result = await submit(picks, email);
      toast.success('license.add.done', { count: result.created.length });
      if (result.alreadyLicensed.length > 0) {
        const names = picks.filter((pick) => result.alreadyLicensed.includes(pick.user.id)).map((pick) => userName(pick.user));
        toast.info('license.add.alreadyLicensed', { names: names.join(', ') });
      }
      close();
      onAdded();
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('license.add.title')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" busy={busy} disabled={picks.length === 0 || !ready} onClick={() => void send()}>
            {t('license.add.submit', { count: picks.length })}
          </Button>
        </>
      }
    >
      {children}
      <div className="atr-toolbar">
        <UserPicker label={t('license.add.user')} value={user} onChange={setUser} allowNewUser />
        <CustomerPicker label={t('license.add.customer')} value={customer} onChange={setCustomer} />
        <Button disabled={!user} onClick={addPick}>
          {t('license.add.pick')}
        </Button>
      </div>
      {picks.length > 0 && (
        <ul aria-label={t('license.add.picked')}>
          {picks.map((pick) => (
            <li key={pick.user.id}>
              {pick.customer
                ? t('license.add.pickedFor', { name: userName(pick.user), customer: pick.customer.name })
                : userName(pick.user)}{' '}
              <Button
                variant="secondary"
                aria-label={t('license.add.remove', { name: userName(pick.user) })}
                onClick={() => setPicks((current) => current.filter((other) => other.user.id !== pick.user.id))}
              >
                {t('license.add.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Checkbox label={t('license.add.email')} checked={email} onChange={(event) => setEmail(event.target.checked)} />
    </Modal>
  );
}
