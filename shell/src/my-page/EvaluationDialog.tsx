import { useId, useState } from 'react';
import { Button, callEndpoint, failureKey, FormField, Modal, toast, useT } from '@atrium/shared-ui';
import { EVALUATION_COMMENT_MAX, learnerEvaluationEndpoints } from '@atrium/elearning-contract';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface Props {
  /** The license whose course is rated; null keeps the dialog closed. */
  license: { id: number; courseName: string } | null;
  onClose: () => void;
  onGiven: () => void;
}

/** Issue 22 point 9: a 1-5 rating and a comment, once per license; the course's evaluations screen shows them. */
export function EvaluationDialog({ license, onClose, onGiven }: Props) {
  const t = useT();
  const ratingName = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setRating(null);
    setComment('');
    setMissingRating(false);
    onClose();
  };

  const send = async () => {
    if (!license) return;
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    setBusy(true);
    try {
      await callEndpoint(learnerEvaluationEndpoints.give, { params: { licenseId: license.id }, body: { rating, comment } });
      toast.success('evaluation.thanks');
      close();
      onGiven();
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={license !== null}
      title={t('evaluation.title', { course: license?.courseName ?? '' })}
      onClose={close}
      footer={
        <>
          <Button variant="primary" busy={busy} onClick={() => void send()}>
            {t('evaluation.send')}
          </Button>
          <Button onClick={close}>{t('common.cancel')}</Button>
        </>
      }
    >
      <fieldset className="atr-rating" aria-describedby={missingRating ? `${ratingName}-error` : undefined}>
        <legend>{t('evaluation.rating')}</legend>
        {RATINGS.map((value) => (
          <label key={value} className="atr-rating-choice">
            <input
              type="radio"
              name={ratingName}
              value={value}
              checked={rating === value}
              onChange={() => {
                setRating(value);
                setMissingRating(false);
              }}
            />
            {t(`evaluation.rating.${value}`)}
          </label>
        ))}
        {missingRating && (
          <p id={`${ratingName}-error`} className="atr-form-error" role="alert">
            {t('evaluation.rating.required')}
          </p>
        )}
      </fieldset>
      <FormField label={t('evaluation.comment')} hint={t('evaluation.comment.hint', { max: EVALUATION_COMMENT_MAX })}>
        {(control) => (
          <textarea
            {...control}
            className="atr-input"
            rows={4}
            maxLength={EVALUATION_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </FormField>
    </Modal>
  );
}
