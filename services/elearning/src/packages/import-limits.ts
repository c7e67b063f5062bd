/** Bounds on what one package may unpack to, so an upload cannot fill the disk (zip bombs included). */
export interface ImportLimits {
  maxUncompressedBytes: number;
  maxFiles: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxUncompressedBytes: 500 * 1024 * 1024,
  maxFiles: 10_000,
};

/** The zip itself as uploaded. */
export const MAX_UPLOAD_BYTES = 500 * 1024 * 1024;
