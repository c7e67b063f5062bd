import { callEndpoint, failureKey, Page, toast, useIdempotencyKey, useT } from '@atrium/shared-ui';
import {
  userMassImportEndpoints,
  type DuplicateCheckResult,
  type MassImportRow,
  type ParseResult,
  type RegistrationBody,
  type RegistrationReport,
} from '@atrium/users-contract';
import { useState } from 'react';
import { ChooseStep, type Choices } from './ChooseStep';
import { DryRunDialog } from './DryRunDialog';
import { DuplicatesStep } from './DuplicatesStep';
import { FinalStep } from './FinalStep';
import { ResultStep } from './ResultStep';
import { ReviewStep } from './ReviewStep';
import { UploadStep } from './UploadStep';
import { rowOfParsed, skipToReview, stepAfterCheck, STEPS, type Step } from './wizard-steps';
import './messages';

const FIRST_CHOICES: Choices = { customer: null, eCourses: [], cliCourses: [], email: true, sms: false };

/**
 * /user-mass-import (document 003 §2): the six-step wizard. 1 → 2 → 3; from 3 to 4 when duplicates are found, else
 * to registering and 5; 4 registers once each duplicate is resolved and goes to 5; 5 → 6. Skipping to 3 starts with
 * one blank row. Every registration is shown as a dry run first and runs as a background job (decision 0216).
 */
export default function UserMassImportPage() {
  const t = useT();
  const [step, setStep] = useState<Step>(1);
  const [choices, setChoices] = useState<Choices>(FIRST_CHOICES);
  const [rows, setRows] = useState<MassImportRow[]>([]);
  const [duplicates, setDuplicates] = useState<DuplicateCheckResult['duplicates']>([]);
  const [dryRun, setDryRun] = useState<RegistrationReport | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotency = useIdempotencyKey(importId ?? 'new');
  const customerId = choices.customer?.id ?? 0;

  const body = (): RegistrationBody => ({
    customerId,
    users: rows,
    eCourses: choices.eCourses,
    cliCourses: choices.cliCourses,
    sms: choices.sms,
    email: choices.email,
  });
  const working = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setBusy(false);
    }
  };

  const showDryRun = () => working(async () => setDryRun(await callEndpoint(userMassImportEndpoints.dryRun, { body: body() })));
  const check = () =>
    working(async () => {
      const found = await callEndpoint(userMassImportEndpoints.duplicates, { body: { customerId, users: rows } });
      setDuplicates(found.duplicates);
      if (stepAfterCheck(found.duplicates, rows) === 4) setStep(4);
      else setDryRun(await callEndpoint(userMassImportEndpoints.dryRun, { body: body() }));
    });
  const register = () =>
    working(async () => {
      const queued = await callEndpoint(userMassImportEndpoints.register, { body: body() }, { headers: idempotency });
      setDryRun(null);
      setImportId(queued.id);
      setStep(5);
    });
  const parsed = (result: ParseResult) => {
    setRows(result.rows.map(rowOfParsed));
    setStep(3);
  };
  const restart = () => {
    setStep(1);
    setChoices(FIRST_CHOICES);
    setRows([]);
    setDuplicates([]);
    setImportId(null);
  };

  return (
    <Page title={t('userMassImport.title')}>
      <ol className="atr-steps" aria-label={t('userMassImport.steps')}>
        {STEPS.map((each) => (
          <li key={each} aria-current={each === step ? 'step' : undefined}>
            {t(`userMassImport.step.${each}`)}
          </li>
        ))}
      </ol>
      {step === 1 && (
        <ChooseStep
          choices={choices}
          onChange={setChoices}
          onNext={() => setStep(2)}
          onSkip={() => {
            const skipped = skipToReview();
            setRows(skipped.rows);
            setStep(skipped.step);
          }}
        />
      )}
      {step === 2 && <UploadStep customerId={customerId} onParsed={parsed} onBack={() => setStep(1)} />}
      {step === 3 && <ReviewStep rows={rows} onChange={setRows} onBack={() => setStep(1)} onCheck={() => void check()} busy={busy} />}
      {step === 4 && (
        <DuplicatesStep
          duplicates={duplicates}
          rows={rows}
          onChange={setRows}
          onBack={() => setStep(3)}
          onRegister={() => void showDryRun()}
          busy={busy}
        />
      )}
      {step === 5 && importId !== null && <ResultStep importId={importId} onFinish={() => setStep(6)} onBack={() => setStep(3)} />}
      {step === 6 && importId !== null && <FinalStep importId={importId} onNew={restart} />}
      {dryRun && <DryRunDialog report={dryRun} busy={busy} onConfirm={() => void register()} onClose={() => setDryRun(null)} />}
    </Page>
  );
}
