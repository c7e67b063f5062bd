import { z } from 'zod';
import { idParam, MAX_INT } from './ids';
import { packageTypeSchema } from './packages';
import { NUL_MESSAGE, withoutNul } from './text';

/** A JSON object PostgreSQL's jsonb takes (it refuses the NUL character, even escaped). */
function isJsonObject(text: string): boolean {
  if (text.includes('\\u0000')) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

export const runtimeItemSchema = z.object({
  itemId: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  /** The learner's result of the item so far, for the item menu. */
  completionStatus: z.string().nullable(),
  successStatus: z.string().nullable(),
  /** The titles of the groups around the item, outermost first: SCORM parent items, cmi5 blocks. */
  groups: z.array(z.string()),
});
export type RuntimeItem = z.infer<typeof runtimeItemSchema>;

/** Document 001 §3 "Course-package session". cache holds the learner's saved CMI values of the first item. */
export const scormSessionSchema = z.object({
  ok: z.boolean(),
  licenseId: z.number().int(),
  sessionId: z.string(),
  href: z.string(),
  cache: z.record(z.string(), z.string()),
  cta: z.string().nullable(),
  scormUser: z.object({ id: z.string(), name: z.string() }),
  courseDetails: z.object({
    ecourseId: z.number().int(),
    title: z.string(),
    packageType: packageTypeSchema,
    packageUuid: z.string(),
    items: z.array(runtimeItemSchema),
  }),
  licenseUUID: z.string(),
  learningSiteId: z.string(),
  /** The item to open: the one the learner's last session had open, else the first. */
  resumeItemId: z.number().int(),
  params: z.string(),
  enableRemoteScormLogging: z.boolean(),
  errorString: z.string(),
});
export type ScormSession = z.infer<typeof scormSessionSchema>;

export const scormItemSchema = z.object({
  sessionId: z.string(),
  licenseId: z.number().int(),
  itemId: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  packageType: packageTypeSchema,
  href: z.string(),
  masteryScore: z.number().nullable(),
  /** SCORM 2004 sequencing as scorm-again's activity tree, when the manifest has one. */
  activityTree: z.record(z.string(), z.unknown()).nullable(),
  /**
   * SCORM 2004 with sequencing: the state the sequencing engine last saved for the license (scorm-again's serialized
   * state, null before any), and the seq of this session's last save kept, which its next save must exceed (decision 0106).
   */
  sequencing: z.object({ seq: z.number().int(), state: z.string().nullable() }).nullable(),
  /** cmi5 launchMethod: OwnWindow plays the AU as its own page, not framed by the player (cmi5 §13.1.4). */
  launchMethod: z.enum(['AnyWindow', 'OwnWindow']).nullable(),
  cache: z.record(z.string(), z.string()),
  /** This launch's hold on the item: every commit carries it, and one from an older launch is refused (409). */
  version: z.number().int(),
});
export type ScormItem = z.infer<typeof scormItemSchema>;

export const licenseIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const sessionIdParamsSchema = z.object({ id: z.uuid() });
export const itemSessionParamsSchema = z.object({ sessionId: z.uuid() });
export const ocsParamsSchema = z.object({ useruuid: z.uuid(), licenseuuid: z.uuid() });
export const getItemQuerySchema = z.object({ itemid: z.coerce.number().int().positive().optional() });

export const SCORM_FUNCTIONS = ['initialize', 'getValue', 'setValue', 'getValues', 'setValues', 'commit', 'terminate'] as const;
export const scormFunctionSchema = z.enum(SCORM_FUNCTIONS);
export type ScormFunction = z.infer<typeof scormFunctionSchema>;

export const scormCallParamsSchema = z.object({ function: z.string().min(1), session: z.uuid() });
export const scormAsyncParamsSchema = z.object({ name: z.string().min(1), session: z.uuid() });

/**
 * Document 001 §7. value carries a JSON object of CMI element → value for setValues, commit and terminate,
 * one element's value for setValue.
 */

/**
 * The sequencing engine's state sent with a SCORM 2004 commit; kept when it is newer than the state kept: a later
 * runtime session's, or a later save (seq) of the same session (decision 0106).
 */
export const sequencingSaveSchema = z.object({
  /** Increases with each save of the session; a save not newer than the last one kept is dropped. */
  seq: z.number().int().min(0).max(MAX_INT),
  state: z.string().max(2_000_000).refine(isJsonObject, 'must be the JSON object of the sequencing engine state'),
});
export type SequencingSave = z.infer<typeof sequencingSaveSchema>;

export const scormCallBodySchema = z.object({
  f: scormFunctionSchema.optional(),
  itemid: idParam(),
  licenseid: idParam(),
  parameter: z.string().max(255).refine(withoutNul, NUL_MESSAGE).optional(),
  value: z.string().max(5_000_000).refine(withoutNul, NUL_MESSAGE).optional(),
  /** Increases with every commit of one session; a retried commit older than the last applied one is ignored. */
  seq: z.coerce.number().int().min(0).max(MAX_INT).optional(),
  /** The version the item was handed out with (scormItemSchema.version); required to save. */
  version: z.coerce.number().int().min(0).max(MAX_INT).optional(),
  sequencing: sequencingSaveSchema.optional(),
});
export type ScormCallBody = z.infer<typeof scormCallBodySchema>;

export const scormCallResponseSchema = z.object({
  response: z.string(),
  cache: z.record(z.string(), z.string()).nullable(),
  lastError: z.string(),
});
export type ScormCallResponse = z.infer<typeof scormCallResponseSchema>;

/** Document 001 §9 runtime constants. */
export const runtimeConfigurationSchema = z.object({
  asyncTimeoutMs: z.number().int(),
  apiVersion: z.string(),
  toolVersion: z.string(),
  remoteScormVersions: z.array(z.string()),
  locale: z.string(),
});
export type RuntimeConfiguration = z.infer<typeof runtimeConfigurationSchema>;

/** The learner's own view of a license's progress, per item and in total. */
export const licenseProgressSchema = z.object({
  licenseId: z.number().int(),
  started: z.string().nullable(),
  completed: z.string().nullable(),
  notPassed: z.boolean(),
  completionStatus: z.string().nullable(),
  successStatus: z.string().nullable(),
  scoreScaled: z.number().nullable(),
  scoreRaw: z.number().nullable(),
  items: z.array(
    z.object({
      itemId: z.number().int(),
      location: z.string().nullable(),
      completionStatus: z.string().nullable(),
      successStatus: z.string().nullable(),
      scoreScaled: z.number().nullable(),
    }),
  ),
});
export type LicenseProgress = z.infer<typeof licenseProgressSchema>;
