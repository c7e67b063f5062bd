import { ecourseEndpoints } from '@atrium/elearning-contract';
import { callEndpoint, Button, ConfirmDialog, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import type { EcourseTabProps } from '../ecourse-edit/ecourse-tab-props';
import { useSaveFailure } from './use-save-failure';
import './messages';

type Step = 'idle' | 'first' | 'second' | 'running';

/** Document 001 §8: the refresh overwrites the competence expiry of every license of the course, so it asks twice. */
export function CompetenceRefreshButton({ course }: EcourseTabProps) {
  const t = useT();
  const saveFailed = useSaveFailure();
  const [step, setStep] = useState<Step>('idle');

  const refresh = async () => {
    setStep('running');
    try {
      const { updated } = await callEndpoint(ecourseEndpoints.refreshCompetenceExpiry, { params: { id: course.id } });
      toast.success('ecourse.competence.done', { count: updated });
    } catch (error) {
      saveFailed(error);
    } finally {
      setStep('idle');
    }
  };

  return (
    <>
      <Button busy={step === 'running'} onClick={() => setStep('first')}>
        {t('ecourse.competence.refresh')}
      </Button>
      <ConfirmDialog
        open={step === 'first'}
        title={t('ecourse.competence.refresh')}
        message={t('ecourse.competence.firstQuestion')}
        confirmLabel={t('ecourse.competence.continue')}
        onConfirm={() => setStep('second')}
        onCancel={() => setStep('idle')}
      />
      <ConfirmDialog
        open={step === 'second'}
        title={t('ecourse.competence.refresh')}
        message={t('ecourse.competence.secondQuestion')}
        confirmLabel={t('ecourse.competence.confirm')}
        onConfirm={() => void refresh()}
        onCancel={() => setStep('idle')}
      />
    </>
  );
}
