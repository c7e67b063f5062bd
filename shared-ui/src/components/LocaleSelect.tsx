import { useAuth } from '../auth/use-auth';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/types';
import { useT } from '../i18n/use-t';
import { Select } from './Select';
import { toast } from './toast-store';

const FLAGS: Record<SupportedLocale, string> = {
  nb_NO: '🇳🇴',
  sv_SE: '🇸🇪',
  en_US: '🇬🇧',
};

function isSupported(locale: string): locale is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

/** The language choice in the header; the server remembers it in the `locale` cookie. */
export function LocaleSelect() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const options = SUPPORTED_LOCALES.map((value) => ({ value, label: `${FLAGS[value]} ${t(`locale.name.${value}`)}` }));

  const change = async (next: string) => {
    try {
      await useAuth.getState().changeLocale(next);
    } catch {
      toast.error('error.generic');
    }
  };

  return (
    <Select
      className="atr-locale-select"
      label={t('locale.label')}
      options={options}
      // A locale outside the list (another site's default) shows as English, the fallback.
      value={isSupported(locale) ? locale : 'en_US'}
      onChange={(event) => void change(event.target.value)}
    />
  );
}
