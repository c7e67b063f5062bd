import { useId, useRef, useState } from 'react';
import {
  courseReportEndpoints,
  courseReportPdfPath,
  defaultReportLocale,
  REPORT_LOCALES,
  type ReportLocale,
} from '@atrium/classroom-contract';
import { Button, callEndpoint, Checkbox, Modal, Select, TextField, toast, useAuth, useT } from '@atrium/shared-ui';
import './messages';

interface Customer {
  id: number;
  name: string;
}

/**
 * Document 002 §3/§5 "Course report form": download the report (a form post opening the PDF in a new window) or
 * e-mail it. Defaults: participant list and feedback in, test results out; the language from the learning site.
 */
export function CourseReportDialog({ instanceId, customers, onClose }: { instanceId: number; customers: Customer[]; onClose: () => void }) {
  const t = useT();
  const site = useAuth((state) => state.learningSite);
  const customTextId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [customer, setCustomer] = useState('');
  const [materials, setMaterials] = useState('');
  const [location, setLocation] = useState('');
  const [instructor, setInstructor] = useState('');
  const [language, setLanguage] = useState<ReportLocale>(defaultReportLocale(site));
  const [includeParticipantList, setIncludeParticipantList] = useState(true);
  const [includeTestResults, setIncludeTestResults] = useState(false);
  const [includeParticipantFeedback, setIncludeParticipantFeedback] = useState(true);
  const [maxScorePreTest, setMaxScorePreTest] = useState('');
  const [maxScorePostTest, setMaxScorePostTest] = useState('');
  const [recipientsEmail, setRecipientsEmail] = useState('');
  const [addCustomText, setAddCustomText] = useState(false);
  const [customText, setCustomText] = useState('');

  // Every field is posted, the checkboxes as true or false, so an unticked box is not taken for its default.
  const fields: Record<string, string> = {
    customer,
    materials,
    location,
    instructor,
    language,
    includeParticipantList: String(includeParticipantList),
    includeTestResults: String(includeTestResults),
    includeParticipantFeedback: String(includeParticipantFeedback),
    maxScorePreTest,
    maxScorePostTest,
  };

  const email = async () => {
    try {
      await callEndpoint(courseReportEndpoints.email, {
        params: { instanceId },
        body: { ...fields, recipientsEmail, addCustomText, recipientsEmailCustomText: customText },
      });
    } catch {
      toast.error('course-report.failed');
      return;
    }
    toast.success('notification.sent');
    onClose();
  };

  return (
    <Modal
      open
      title={t('course-report.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={() => formRef.current?.submit()}>{t('course-report.download')}</Button>
          <Button disabled={recipientsEmail.trim() === ''} onClick={() => void email()}>
            {t('course-report.email')}
          </Button>
        </>
      }
    >
      <form ref={formRef} method="post" action={courseReportPdfPath(instanceId)} target="_blank">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      <Select
        label={t('course-report.customer')}
        value={customer}
        placeholder={t('course-report.allCustomers')}
        options={customers.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(event) => setCustomer(event.target.value)}
      />
      <Select
        label={t('course-report.language')}
        value={language}
        options={REPORT_LOCALES.map((locale) => ({ value: locale, label: t(`course-report.language.${locale}`) }))}
        onChange={(event) => setLanguage(event.target.value as ReportLocale)}
      />
      <TextField
        label={t('course-report.location')}
        value={location}
        maxLength={500}
        onChange={(event) => setLocation(event.target.value)}
      />
      <TextField
        label={t('course-report.instructor')}
        value={instructor}
        maxLength={500}
        onChange={(event) => setInstructor(event.target.value)}
      />
      <TextField
        label={t('course-report.materials')}
        value={materials}
        maxLength={2000}
        onChange={(event) => setMaterials(event.target.value)}
      />
      <Checkbox
        label={t('course-report.includeParticipantList')}
        checked={includeParticipantList}
        onChange={(e) => setIncludeParticipantList(e.target.checked)}
      />
      <Checkbox
        label={t('course-report.includeTestResults')}
        checked={includeTestResults}
        onChange={(e) => setIncludeTestResults(e.target.checked)}
      />
      <Checkbox
        label={t('course-report.includeParticipantFeedback')}
        checked={includeParticipantFeedback}
        onChange={(e) => setIncludeParticipantFeedback(e.target.checked)}
      />
      {includeTestResults && (
        <>
          <TextField
            label={t('course-report.maxScorePreTest')}
            inputMode="numeric"
            value={maxScorePreTest}
            onChange={(e) => setMaxScorePreTest(e.target.value)}
          />
          <TextField
            label={t('course-report.maxScorePostTest')}
            inputMode="numeric"
            value={maxScorePostTest}
            onChange={(e) => setMaxScorePostTest(e.target.value)}
          />
        </>
      )}
      <TextField
        label={t('course-report.recipientsEmail')}
        type="email"
        value={recipientsEmail}
        onChange={(e) => setRecipientsEmail(e.target.value)}
      />
      <Checkbox label={t('course-report.addCustomText')} checked={addCustomText} onChange={(e) => setAddCustomText(e.target.checked)} />
      {addCustomText && (
        <div className="atr-field">
          <label htmlFor={customTextId} className="atr-field-label">
            {t('course-report.customText')}
          </label>
          <textarea
            id={customTextId}
            className="atr-input"
            rows={3}
            maxLength={5000}
            value={customText}
            onChange={(e) => setCustomText(e.target.value)}
          />
        </div>
      )}
    </Modal>
  );
}
