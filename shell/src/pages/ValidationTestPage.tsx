import { useState, type FormEvent } from 'react';
import {
  Button,
  CoursePlacePicker,
  CustomerPicker,
  DepartmentPicker,
  fieldIdOf,
  Page,
  TextField,
  TimePicker,
  useFormValidation,
  UserPicker,
  useT,
  type CoursePlaceItem,
  type CustomerItem,
  type DepartmentItem,
  type FieldMessages,
  type UserSelectItem,
} from '@atrium/shared-ui';
import { LanguageChoice } from './LanguageChoice';
import './test-page-messages';
import { TEXT_FIELDS, VALIDATION_TEST_SCHEMA } from './validation-test-schema';

const emptyTexts = () => Object.fromEntries(TEXT_FIELDS.map(({ name }) => [name, '']));

// The unique-set rule checks a list; the page lets the tags be typed as one text.
const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Document 001 §2 /validation-test: one field per rule of the shared library, and the shared pickers. */
export function ValidationTestPage() {
  const t = useT();
  const validate = useFormValidation(VALIDATION_TEST_SCHEMA);
  const [texts, setTexts] = useState<Record<string, string>>(emptyTexts);
  const [languages, setLanguages] = useState<string[]>([]);
  const [contactPerson, setContactPerson] = useState<UserSelectItem | null>(null);
  const [customer, setCustomer] = useState<CustomerItem | null>(null);
  const [department, setDepartment] = useState<DepartmentItem | null>(null);
  const [coursePlace, setCoursePlace] = useState<CoursePlaceItem | null>(null);
  const [startTime, setStartTime] = useState<string | null>(null);
  const [messages, setMessages] = useState<FieldMessages | null>(null);

  const messageOf = (field: string) => messages?.[fieldIdOf(VALIDATION_TEST_SCHEMA, field)];
  const problems = messages ? Object.keys(messages).length : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessages(validate({ ...texts, tags: splitTags(texts.tags ?? ''), languages, contactPerson }));
  };

  return (
    <Page title={t('validationtest.title')}>
      <p>{t('validationtest.intro')}</p>
      <form noValidate onSubmit={submit}>
        {TEXT_FIELDS.map(({ name, hint, secret }) => (
          <TextField
            key={name}
            name={name}
            label={t(`validationtest.field.${name}`)}
            hint={hint ? t(`validationtest.hint.${name}`) : undefined}
            type={secret ? 'password' : 'text'}
            autoComplete={secret ? 'new-password' : 'off'}
            value={texts[name] ?? ''}
            onChange={(event) => setTexts((previous) => ({ ...previous, [name]: event.target.value }))}
            error={messageOf(name)}
          />
        ))}
        <LanguageChoice value={languages} onChange={setLanguages} error={messageOf('languages')} />
        <UserPicker
          label={t('validationtest.field.contactPerson')}
          value={contactPerson}
          onChange={setContactPerson}
          error={messageOf('contactPerson')}
        />

        <h2>{t('validationtest.pickers')}</h2>
        <CustomerPicker
          label={t('validationtest.field.customer')}
          value={customer}
          onChange={(next) => {
            setCustomer(next);
            setDepartment(null);
          }}
        />
        {customer && (
          <DepartmentPicker
            label={t('validationtest.field.department')}
            customerId={customer.id}
            value={department}
            onChange={setDepartment}
          />
        )}
        <CoursePlacePicker label={t('validationtest.field.coursePlace')} value={coursePlace} onChange={setCoursePlace} />
        <TimePicker label={t('validationtest.field.startTime')} value={startTime} onChange={setStartTime} />

        <Button type="submit" variant="primary">
          {t('validationtest.submit')}
        </Button>
        <p role="status" data-testid="validation-result">
          {messages && (problems === 0 ? t('validationtest.valid') : t('validationtest.invalid', { count: problems }))}
        </p>
      </form>
    </Page>
  );
}
