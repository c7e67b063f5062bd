import { useEffect, useState } from 'react';
import { INSTANCE_TEXT_FIELDS, type InstanceText } from '@atrium/classroom-contract';
import { Button, FormField, TextField, toast, useLoad, useT } from '@atrium/shared-ui';
import { instanceApi } from './instance-api';

const LOCALES = ['nb_NO', 'sv_SE', 'en_US'] as const;
const SHOWN_FIELDS = ['courseTextMain', 'courseTextOverview', 'courseTextParticipantInfo'] as const;

const empty = (locale: InstanceText['locale']): InstanceText =>
  ({ locale, ...Object.fromEntries(INSTANCE_TEXT_FIELDS.map((field) => [field, ''])) }) as InstanceText;

/** The instance's own course texts per locale; the service sanitises the HTML. */
export function TextsTab({ instanceId }: { instanceId: number }) {
  const t = useT();
  const loaded = useLoad(`texts/${instanceId}`, () => instanceApi.texts(instanceId));
  const [texts, setTexts] = useState<InstanceText[]>([]);
  useEffect(() => {
    if (loaded.data) setTexts(LOCALES.map((locale) => loaded.data!.find((text) => text.locale === locale) ?? empty(locale)));
  }, [loaded.data]);

  const update = (locale: string, patch: Partial<InstanceText>) =>
    setTexts(texts.map((text) => (text.locale === locale ? { ...text, ...patch } : text)));
  const save = async () => {
    const filled = texts.filter((text) => INSTANCE_TEXT_FIELDS.some((field) => text[field].trim() !== ''));
    loaded.set(await instanceApi.saveTexts(instanceId, filled));
    toast.success('instances.texts.saved');
  };

  return (
    <div className="atr-form">
      {texts.map((text) => (
        <fieldset key={text.locale} className="atr-fieldset">
          <legend>{t('instances.texts.locale', { locale: text.locale })}</legend>
          <TextField
            label={`${t('instances.texts.title')} (${text.locale})`}
            value={text.title}
            onChange={(e) => update(text.locale, { title: e.target.value })}
          />
          {SHOWN_FIELDS.map((field) => (
            <FormField key={field} label={`${t(`instances.texts.${field}`)} (${text.locale})`}>
              <textarea
                className="atr-input"
                rows={4}
                value={text[field]}
                onChange={(e) => update(text.locale, { [field]: e.target.value })}
              />
            </FormField>
          ))}
        </fieldset>
      ))}
      <Button variant="primary" onClick={() => void save()}>
        {t('instances.texts.save')}
      </Button>
    </div>
  );
}
