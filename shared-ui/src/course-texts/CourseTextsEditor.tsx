import { useState } from 'react';
import { Button } from '../components/Button';
import { RichTextEditor } from '../components/rich-text/RichTextEditor';
import { Tabs } from '../components/Tabs';
import { TextField } from '../components/TextField';

/** One locale's course texts: a main text with its title, and the further rich-text fields. */
export type CourseTexts<L extends string, F extends string> = { locale: L; courseTextMain: { title: string; text: string } } & Record<
  F,
  string
>;

export interface CourseTextsEditorProps<L extends string, F extends string, T extends CourseTexts<L, F>> {
  /** One tab each; the first is shown first. */
  locales: readonly L[];
  /** The rich-text fields below the main text. */
  fields: readonly F[];
  /** The texts as stored; a locale may have none. */
  saved: readonly T[];
  emptyText(locale: L): T;
  /** Already translated, as are fieldLabel's and saveLabel. */
  localeLabel(locale: L): string;
  fieldLabel(field: 'title' | 'courseTextMain' | F): string;
  saveLabel: string;
  /**
   * Gets the latest text of every locale that has one (stored, or typed in); resolves true once saved,
   * which drops the edits.
   */
  onSave(texts: Partial<Record<L, T>>): Promise<boolean>;
}

/** Course texts per locale, rich text with the toolbar of document 001 §9 (classroom courses and e-courses). */
export function CourseTextsEditor<L extends string, F extends string, T extends CourseTexts<L, F>>({
  locales,
  fields,
  saved,
  emptyText,
  localeLabel,
  fieldLabel,
  saveLabel,
  onSave,
}: CourseTextsEditorProps<L, F, T>) {
  const [edited, setEdited] = useState<Partial<Record<L, T>>>({});
  const [locale, setLocale] = useState<L>(locales[0] as L);
  const [busy, setBusy] = useState(false);

  const textOf = (of: L) => edited[of] ?? saved.find((text) => text.locale === of);
  const current = textOf(locale) ?? emptyText(locale);
  // Functional updates: editors report changes from callbacks made in earlier renders.
  const patch = (change: (text: T) => Partial<T>) =>
    setEdited((all) => {
      const text = all[locale] ?? current;
      return { ...all, [locale]: { ...text, ...change(text) } };
    });

  const save = async () => {
    const texts: Partial<Record<L, T>> = {};
    for (const of of locales) {
      const text = textOf(of);
      if (text) texts[of] = text;
    }
    setBusy(true);
    try {
      if (await onSave(texts)) setEdited({});
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Tabs tabs={locales.map((id) => ({ id, label: localeLabel(id) }))} active={locale} onChange={(id) => setLocale(id as L)}>
        {/* The key gives each locale its own editors, which read their text when created. */}
        <div key={locale}>
          <TextField
            label={fieldLabel('title')}
            value={current.courseTextMain.title}
            onChange={(event) => {
              const title = event.target.value;
              patch((text) => ({ courseTextMain: { ...text.courseTextMain, title } }) as Partial<T>);
            }}
          />
          <RichTextEditor
            label={fieldLabel('courseTextMain')}
            value={current.courseTextMain.text}
            onChange={(html) => patch((text) => ({ courseTextMain: { ...text.courseTextMain, text: html } }) as Partial<T>)}
          />
          {fields.map((field) => (
            <RichTextEditor
              key={field}
              label={fieldLabel(field)}
              value={current[field]}
              onChange={(html) => patch(() => ({ [field]: html }) as Partial<T>)}
            />
          ))}
        </div>
      </Tabs>
      <Button variant="primary" busy={busy} onClick={() => void save()}>
        {saveLabel}
      </Button>
    </div>
  );
}
