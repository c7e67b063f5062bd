import { useT } from '../i18n/use-t';
import { Button } from './Button';

/** A list row's remove button; `label` (already translated) tells a screen reader which row it removes. */
export function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  const t = useT();
  return (
    <Button variant="danger" aria-label={label} onClick={onClick}>
      {t('common.remove')}
    </Button>
  );
}
