// Browser-safe: the SCORM export of a package (document 003 §7 "SCORM export calculation and download at
// /web/data/elearningpackage/scormexport/{uuid}/{mp4 qualities}/{hls flag}/{hls qualities}/{2004 or 12}", §9).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { uuidParamsSchema } from './texts';

export const SCORM_VERSIONS = ['12', '2004'] as const;
export const scormVersionSchema = z.enum(SCORM_VERSIONS);
export type ScormVersion = z.infer<typeof scormVersionSchema>;

export const VIDEO_QUALITIES = ['240', '360', '480', '720', '1080'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];
/** §9: HLS 240p and 720p, mp4 720p. */
export const DEFAULT_HLS_QUALITIES: VideoQuality[] = ['240', '720'];
export const DEFAULT_MP4_QUALITIES: VideoQuality[] = ['720'];

/** A path segment of qualities: "720" or "240,720"; "none" for no rendition of that kind. */
const qualitiesSegment = z
  .string()
  .max(100)
  .transform((value, context) => {
    if (value === 'none') return [] as VideoQuality[];
    const parts = value.split(',');
    if (!parts.every((part): part is VideoQuality => (VIDEO_QUALITIES as readonly string[]).includes(part))) {
      context.addIssue({ code: 'custom', message: 'kpg.export.invalidQualities' });
      return z.NEVER;
    }
    return [...new Set(parts)].sort((a, b) => Number(a) - Number(b));
  });

export const scormExportParamsSchema = uuidParamsSchema.extend({
  mp4Qualities: qualitiesSegment,
  hls: z.enum(['true', 'false']).transform((flag) => flag === 'true'),
  hlsQualities: qualitiesSegment,
  version: scormVersionSchema,
});
export interface ScormExportChoice {
  mp4Qualities: VideoQuality[];
  hls: boolean;
  hlsQualities: VideoQuality[];
  version: ScormVersion;
}

export const qualitiesPart = (qualities: readonly VideoQuality[]): string => (qualities.length ? qualities.join(',') : 'none');

/** The download address, as §7 gives it. */
export const scormExportPath = (uuid: string, choice: ScormExportChoice): string =>
  `/web/data/elearningpackage/scormexport/${uuid}/${qualitiesPart(choice.mp4Qualities)}/${choice.hls}/${qualitiesPart(choice.hlsQualities)}/${choice.version}`;

export const exportCalculationSchema = z.object({
  /** What the zip holds before compression: the player, the lesson files and the chosen video renditions. */
  sizeBytes: z.number().int(),
  fileCount: z.number().int(),
  /** Videos whose chosen renditions are not transcoded yet: the export carries their uploaded file instead. */
  videosWithoutRenditions: z.array(z.string()),
  /** The package's errors (package-check.ts): an export is refused while there are any. */
  errors: z.array(z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
});
export type ExportCalculation = z.infer<typeof exportCalculationSchema>;

export const scormExportEndpoints = {
  calculate: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/web/data/elearningpackage/scormexport/:uuid/:mp4Qualities/:hls/:hlsQualities/:version/calculation',
    access: { roles: COURSE_ADMINS },
    params: scormExportParamsSchema,
    response: exportCalculationSchema,
  }),
};

/** §9 and SCORM 1.2's cmi.suspend_data limit: the player's resume state never grows beyond this. */
export const SUSPEND_DATA_LIMIT = 4096;
