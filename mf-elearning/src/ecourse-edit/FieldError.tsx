import { useT } from '@atrium/shared-ui';

/** A group's message (a fieldset has no single control to carry it). */
export function FieldError({ error }: { error?: string | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p className="atr-field-error" role="alert">
      {t(error)}
    </p>
  );
}
