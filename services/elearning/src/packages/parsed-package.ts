import type { PackageType } from '@atrium/elearning-contract';

export interface ParsedItem {
  identifier: string;
  title: string;
  /** Relative to the package folder (or absolute for a cmi5 AU hosted elsewhere); may carry a query. */
  launchHref: string;
  parameters: string | null;
  masteryScore: number | null;
  moveOn: string | null;
  launchMethod: string | null;
}

export interface ParsedPackage {
  type: PackageType;
  title: string;
  edition: string | null;
  items: ParsedItem[];
  /** What the runtime needs beyond the items: the 2004 activity tree, the cmi5 course id. */
  manifest: Record<string, unknown>;
}

/**
 * The version of what the import records of a manifest (ParsedPackage.manifest.format). 2: the whole SCORM 2004
 * sequencing definition, declared objectives, the item hierarchy (menu groups), cmi5 blocks, assets taken out of
 * the completion rule. A package recorded by an older import is read again from its stored files (decision 0107).
 */
export const MANIFEST_FORMAT = 2;
