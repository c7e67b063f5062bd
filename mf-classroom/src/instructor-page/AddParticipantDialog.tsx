import { useState, type FormEvent } from 'react';
import { instructorPageEndpoints, type InstructorCourse } from '@atrium/classroom-contract';
import { instructorRegistrationEndpoints as usersEndpoints, type InstructorUserHit } from '@atrium/users-contract';
import { Button, callEndpoint, ConfirmDialog, failureKey, Modal, Select, TextField, toast, useT } from '@atrium/shared-ui';
import { RegisterPersonForm } from './RegisterPersonForm';

interface Candidate {
  userId: number;
  name: string;
  customers: { customerId: number; customerName: string }[];
}

const candidateOf = (hit: InstructorUserHit): Candidate => ({
  userId: hit.id,
  name: `${hit.firstname} ${hit.lastname}`,
  customers: hit.contexts,
});

/**
 * "Add an attending participant" on the instructor page (document 002 §2, §5, §7; decision 0227): search people (200 at
 * most, with the §5 info messages) or register a new one, then add them at one of their customers after a confirmation.
 */
export function AddParticipantDialog({ course, reload }: { course: InstructorCourse; reload: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<InstructorUserHit[] | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [customerOf, setCustomerOf] = useState<Record<number, string>>({});
  const [confirming, setConfirming] = useState<Candidate | null>(null);
  const attending = new Set(course.participants.map((p) => p.user.id));

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') {
      setHits(null);
      setInfo(t('instructor-page.add.defineinfo'));
      return;
    }
    try {
      const answer = await callEndpoint(usersEndpoints.search, { body: { query } });
      setHits(answer.results);
      setInfo(
        answer.total === 0
          ? t('instructor-page.add.nohits')
          : answer.limited
            ? t('instructor-page.add.tomany', { hits: answer.hits, total: answer.total })
            : null,
      );
    } catch (error) {
      toast.error(failureKey(error));
    }
  };

  const add = async (candidate: Candidate) => {
    setConfirming(null);
    const chosen = customerOf[candidate.userId] ?? String(candidate.customers[0]?.customerId ?? '');
    try {
      const result = await callEndpoint(instructorPageEndpoints.addParticipants, {
        params: { instanceId: course.details.instanceId },
        body: { participants: [{ userId: candidate.userId, customerId: chosen === '' ? null : Number(chosen) }] },
      });
      if (result.alreadyAdded.length > 0) toast.info('notification.useralready');
      else toast.success('notification.useradded');
      reload();
    } catch (error) {
      toast.error(failureKey(error));
    }
  };

  return (
    <section className="atr-section">
      <Button onClick={() => setOpen(true)}>{t('instructor-page.add')}</Button>
      <Modal open={open} title={t('instructor-page.add')} onClose={() => setOpen(false)}>
        <form className="atr-toolbar" onSubmit={(event) => void search(event)} role="search">
          <TextField label={t('instructor-page.add.query')} value={query} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit">{t('instructor-page.add.search')}</Button>
        </form>
        {info && (
          <p role="status" data-testid="add-info">
            {info}
          </p>
        )}
        <ul className="atr-plain-list" aria-label={t('instructor-page.add.results')}>
          {hits?.map((hit) => {
            const candidate = candidateOf(hit);
            return (
              <li key={hit.id} className="atr-toolbar">
                <span>
                  {candidate.name} ({hit.email})
                </span>
                {attending.has(hit.id) ? (
                  <span>{t('notification.useralready')}</span>
                ) : (
                  <>
                    {candidate.customers.length > 1 && (
                      <Select
                        label={t('instructor-page.add.customerOf', { name: candidate.name })}
                        value={customerOf[hit.id] ?? String(candidate.customers[0]!.customerId)}
                        options={candidate.customers.map((c) => ({ value: String(c.customerId), label: c.customerName }))}
                        onChange={(event) => setCustomerOf({ ...customerOf, [hit.id]: event.target.value })}
                      />
                    )}
                    <Button onClick={() => setConfirming(candidate)}>{t('instructor-page.add.person', { name: candidate.name })}</Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <RegisterPersonForm
          course={course}
          onRegistered={(result) => {
            const name = `${result.user.firstname} ${result.user.lastname}`;
            setCustomerOf({ ...customerOf, [result.user.id]: String(result.customerId) });
            setConfirming({ userId: result.user.id, name, customers: result.contexts });
          }}
        />
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        title={t('instructor-page.add')}
        message={confirming ? t('instructor-page.add.addconfirm', { name: confirming.name }) : ''}
        confirmLabel={t('instructor-page.add.confirm')}
        onConfirm={() => confirming && void add(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
