import { useState, type FormEvent } from 'react';
import type { InstructorCourse } from '@atrium/classroom-contract';
import {
  instructorRegistrationEndpoints as endpoints,
  newUserSchema,
  type InstructorAddUserResult,
  type UserSelectItem,
} from '@atrium/users-contract';
import { Button, callEndpoint, failureKey, Select, TextField, toast, useT } from '@atrium/shared-ui';

type Texts = Record<'firstName' | 'lastName' | 'email', string>;
const FIELDS = ['firstName', 'lastName', 'email'] as const;
const NO_TEXTS: Texts = { firstName: '', lastName: '', email: '' };

/** The customers already on the course: a person who turns up comes with one of them (decision 0227). */
const customersOf = (course: InstructorCourse) => [
  ...new Map(
    course.participants.flatMap((p) =>
      p.license.customerId === null ? [] : [[p.license.customerId, p.customerName ?? `#${p.license.customerId}`] as const],
    ),
  ),
];

/**
 * Registers a person who is not found (document 002 §7 add-user/{force}/{useDuplicate}): a possible duplicate
 * stops it, and the instructor takes that person or registers anyway.
 */
export function RegisterPersonForm({
  course,
  onRegistered,
}: {
  course: InstructorCourse;
  onRegistered: (result: InstructorAddUserResult & { user: UserSelectItem }) => void;
}) {
  const t = useT();
  const customers = customersOf(course);
  const [texts, setTexts] = useState(NO_TEXTS);
  const [customerId, setCustomerId] = useState(String(customers[0]?.[0] ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [duplicate, setDuplicate] = useState<UserSelectItem | null>(null);

  const send = async (flags: { force: boolean; useDuplicate: boolean }) => {
    const person = newUserSchema.safeParse({ ...texts, customerId: Number(customerId) });
    const invalid: Record<string, string> = {};
    if (!person.success) for (const issue of person.error.issues) invalid[String(issue.path[0])] ??= issue.message;
    setErrors(invalid);
    if (!person.success) return;
    try {
      const result = await callEndpoint(endpoints.addUser, {
        params: flags,
        body: { ...person.data, instanceId: course.details.instanceId },
      });
      if (result.user) {
        if (!flags.useDuplicate) toast.success('notification.usercreated');
        setTexts(NO_TEXTS);
        setDuplicate(null);
        onRegistered({ ...result, user: result.user });
      } else setDuplicate(result.possibleDuplicate);
    } catch (error) {
      toast.error(failureKey(error));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ force: false, useDuplicate: false });
  };

  if (customers.length === 0) return null;
  return (
    <form onSubmit={submit} aria-labelledby="register-person">
      <h3 id="register-person">{t('instructor-page.add.new')}</h3>
      <p>{t('instructor-page.add.first')}</p>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`instructor-page.add.${field}`)}
          type={field === 'email' ? 'email' : 'text'}
          value={texts[field]}
          error={errors[field]}
          onChange={(event) => {
            setTexts({ ...texts, [field]: event.target.value });
            setDuplicate(null);
          }}
        />
      ))}
      <Select
        label={t('instructor-page.add.customer')}
        value={customerId}
        options={customers.map(([id, name]) => ({ value: String(id), label: name }))}
        onChange={(event) => setCustomerId(event.target.value)}
      />
      {duplicate ? (
        <div role="alert">
          <p>{t('instructor-page.add.duplicate', { name: `${duplicate.firstname} ${duplicate.lastname}` })}</p>
          <div className="atr-toolbar">
            <Button onClick={() => void send({ force: false, useDuplicate: true })}>{t('instructor-page.add.useDuplicate')}</Button>
            <Button variant="secondary" onClick={() => void send({ force: true, useDuplicate: false })}>
              {t('instructor-page.add.force')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit">{t('instructor-page.add.register')}</Button>
      )}
    </form>
  );
}
