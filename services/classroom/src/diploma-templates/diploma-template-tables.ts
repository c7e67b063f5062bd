import type { ColumnType } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Migration 0083: what a diploma template says per locale. */
interface DiplomaTemplateTextTable {
  diploma_template_id: number;
  locale: string;
  title: Defaulted<string>;
  body: Defaulted<string>;
  issuer: Defaulted<string>;
  signature_line: Defaulted<string>;
}

export interface DiplomaTemplateTables {
  diploma_template_text: DiplomaTemplateTextTable;
}
