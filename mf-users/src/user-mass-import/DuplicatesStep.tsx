import { Button, useT } from '@atrium/shared-ui';
import type { DuplicateCandidate, DuplicateCheckResult, MassImportRow } from '@atrium/users-contract';
import { allResolved } from './wizard-steps';

interface DuplicatesStepProps {
  duplicates: DuplicateCheckResult['duplicates'];
  rows: MassImportRow[];
  onChange: (rows: MassImportRow[]) => void;
  onBack: () => void;
  onRegister: () => void;
  busy: boolean;
}

const NEW = 'new';

/**
 * Step 4 (document 003 §2, §3 "Duplicate info"): each possible duplicate with the existing person, their contexts,
 * the score and why it matched; keep that person (userIdToKeep) or register anyway. Registration waits until each is
 * resolved (document 003 §5).
 */
export function DuplicatesStep({ duplicates, rows, onChange, onBack, onRegister, busy }: DuplicatesStepProps) {
  const t = useT();
  const choose = (index: number, choice: string) =>
    onChange(
      rows.map((row) =>
        row.index !== index ? row : { ...row, userIdToKeep: choice === NEW ? null : Number(choice), registerAnyway: choice === NEW },
      ),
    );
  const reason = ({ reason: kind, similarity }: DuplicateCandidate['reasons'][number]) =>
    t(`userMassImport.reason.${kind}`, { percent: Math.round((similarity ?? 0) * 100) });

  return (
    <section aria-labelledby="mass-import-duplicates">
      <h2 id="mass-import-duplicates">{t('userMassImport.step.4')}</h2>
      <p>{t('userMassImport.duplicates.intro', { count: duplicates.length })}</p>
      {duplicates.map(({ index, candidates }) => {
        const row = rows.find((each) => each.index === index);
        if (!row) return null;
        const chosen = row.userIdToKeep ? String(row.userIdToKeep) : row.registerAnyway ? NEW : '';
        const sameEmail = candidates.some((candidate) => candidate.reasons.some((r) => r.reason === 'email'));
        return (
          <fieldset key={index} className="atr-mass-import-duplicate" data-testid={`duplicate-${index}`}>
            <legend>{t('userMassImport.duplicates.row', { name: `${row.firstname} ${row.lastname}`, email: row.email })}</legend>
            {candidates.map((candidate) => (
              <label key={candidate.user.id} className="atr-radio">
                <input
                  type="radio"
                  name={`duplicate-${index}`}
                  value={candidate.user.id}
                  checked={chosen === String(candidate.user.id)}
                  onChange={() => choose(index, String(candidate.user.id))}
                />{' '}
                {t('userMassImport.duplicates.keep', {
                  name: `${candidate.user.firstname} ${candidate.user.lastname}`,
                  email: candidate.user.email,
                })}
                <span className="atr-hint">
                  {' '}
                  {t('userMassImport.duplicates.score', { score: Math.round(candidate.score * 100) })}:{' '}
                  {candidate.reasons.map(reason).join(', ')}
                  {candidate.contexts.length > 0 &&
                    ` · ${t('userMassImport.duplicates.contexts')}: ${candidate.contexts.map((c) => c.customerName).join(', ')}`}
                </span>
              </label>
            ))}
            <label className="atr-radio">
              <input
                type="radio"
                name={`duplicate-${index}`}
                value={NEW}
                checked={chosen === NEW}
                disabled={sameEmail}
                onChange={() => choose(index, NEW)}
              />{' '}
              {t('userMassImport.duplicates.registerAnyway')}
              {sameEmail && <span className="atr-hint"> {t('userMassImport.duplicates.emailTaken')}</span>}
            </label>
          </fieldset>
        );
      })}
      <div className="atr-actions">
        <Button onClick={onBack}>{t('userMassImport.back')}</Button>
        <Button variant="primary" disabled={busy || !allResolved(duplicates, rows)} onClick={onRegister}>
          {t('userMassImport.review.register')}
        </Button>
      </div>
    </section>
  );
}
