import { Link } from '../area/Link';
import { useT } from '../i18n/use-t';

export type DeadEnd = 'noaccess' | 'notfound';

/**
 * What a person sees where trying again cannot help: a page their roles do not open (403) or one that does
 * not exist (404). It says so in their language and offers the way home instead of a retry.
 */
export function DeadEndPanel({ kind }: { kind: DeadEnd }) {
  const t = useT();
  return (
    <div role="alert" className="atr-dead-end" data-dead-end={kind}>
      <p className="atr-error-title">{t(`${kind}.title`)}</p>
      <p>{t(`${kind}.text`)}</p>
      <Link href="/">{t('deadend.home')}</Link>
    </div>
  );
}
