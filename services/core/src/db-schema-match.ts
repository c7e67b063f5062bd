import type { ColumnType } from 'kysely';
import type { OutboxTable } from './mail/outbox-table';

// Issue 9: an area's table types are generated from its migrated schema (db-schema.ts, kysely-codegen) and
// refined by hand in db.ts (a status column is a union of its values, a jsonb column its real shape). These types
// prove at compile time that the refinement still describes the schema: same tables, same columns, each column's
// type within the generated one, the same nullability, and no column optional on insert that the schema requires.

/**
 * What a json or jsonb column holds in the generated types. Without null: kysely-codegen's own JSON type includes
 * it, so a column that may not be null could not be told from one that may.
 */
export type JsonDocument = string | number | boolean | JsonDocument[] | { [key: string]: JsonDocument | null | undefined };

type SelectOf<C> = C extends ColumnType<infer S, unknown, unknown> ? S : C;
type InsertOf<C> = C extends ColumnType<unknown, infer I, unknown> ? I : C;

type NullabilityProblem<H, G> =
  null extends SelectOf<H>
    ? null extends SelectOf<G>
      ? never
      : 'nullable here but not null in the schema'
    : null extends SelectOf<G>
      ? 'not null here but nullable in the schema'
      : never;

// Kysely lets an insert leave out a column that has a default or may be null.
type Optional<I> = undefined extends I ? true : null extends I ? true : false;
type InsertProblem<H, G> =
  Optional<InsertOf<H>> extends true
    ? Optional<InsertOf<G>> extends true
      ? never
      : 'optional on insert here but required by the schema'
    : never;

type ColumnProblem<H, G> = [SelectOf<H>] extends [SelectOf<G>]
  ? NullabilityProblem<H, G> | InsertProblem<H, G>
  : 'a type the schema does not hold';

type TableProblems<Table extends string, H, G> = {
  [C in keyof H | keyof G]: C extends string
    ? C extends keyof G
      ? C extends keyof H
        ? `${Table}.${C}: ${ColumnProblem<H[C], G[C]>}`
        : `${Table}.${C}: missing here`
      : `${Table}.${C}: not in the schema`
    : never;
}[keyof H | keyof G];

type Mismatches<Hand, Generated> = {
  [T in keyof Hand | keyof Generated]: T extends string
    ? T extends keyof Generated
      ? T extends keyof Hand
        ? TableProblems<T, Hand[T], Generated[T]>
        : `${T}: table missing here`
      : `${T}: table not in the schema`
    : never;
}[keyof Hand | keyof Generated];

// Tables service-core creates in an area's schema: the outbox is typed by service-core, the others are used through
// raw SQL only.
interface CoreTables {
  outbox: OutboxTable;
}
type RawSqlTables = 'idempotency_key' | 'throttle';

/** Every way an area's hand-written tables differ from the generated ones, as readable text (never when none). */
export type SchemaMismatches<Hand, Generated> = Mismatches<
  Hand & Pick<CoreTables, Extract<keyof Generated, keyof CoreTables>>,
  Omit<Generated, RawSqlTables>
>;

/** Fails to compile, naming each mismatch, unless there is none: `SchemaMatched<SchemaMismatches<Tables, DB>>`. */
export type SchemaMatched<Mismatches extends never> = Mismatches;
