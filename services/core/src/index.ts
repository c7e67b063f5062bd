export { listRoutes, principalOf, type RegisteredRoute } from './access';
export { createServiceApp, type ServiceAppOptions } from './app';
export * from './audit';
export { mountArea, mountAreaContent, sessionCheckOf, type AreaModule, type SessionCheck } from './area-module';
export * from '@atrium/core-contract';
export { clearCookie, readCookie, secureCookiesFor, setCookie, type CookieOptions } from './cookies';
export { containsPattern } from './contains-pattern';
export { COURSE_TEXT_COLUMN_OF } from './course-text-columns';
export { createDb, migrateArea } from './db';
export type { JsonDocument, SchemaMatched, SchemaMismatches } from './db-schema-match';
export { startEmbeddedPostgres, type EmbeddedPostgresHandle, type EmbeddedPostgresOptions } from './embedded-postgres';
export { addEndpoint, type EndpointHandler, type EndpointRequest } from './endpoint-route';
export { errorBody, HttpError, RequestValidationError } from './errors';
export * from './export-process';
export { publishedRefusal } from './published-refusal';
export { contentTypeOf } from './content-types';
export { deleteFile, filesDir, openFile, saveFile, withLocalFile, type StoredFile } from './file-storage';
export { FileMissingError, fileStore, type FileStore } from './file-store';
export * from './idempotency';
export * from './jobs';
export * from './mail';
export { countOnce, countQuery, cursorsOf, keysetPageQuery, type KeysetOrder } from './keyset-page';
export { hasAnyRole } from './role-check';
export { runAlone } from './run-alone';
export { sanitizeRichTextHtml, stripHtml } from './sanitize-rich-text';
export {
  clearSessionCookie,
  createSessionTokens,
  SESSION_COOKIE,
  setSessionCookie,
  type Principal,
  type SessionPayload,
  type SessionTokens,
} from './session';
export { cacheSessionCheck, publishedSessionCheck, SESSION_CHECK_CACHE_MS } from './session-check';
export { ownOriginOf } from './origin-check';
export { contentOriginFor, provideContentOrigin } from './content-origin-for';
export { publicOrigin } from './public-origin';
export { allowFramingByAnySite, allowPackageContent, withoutDocumentOnlyHeaders, type SecurityHeaderOptions } from './security-headers';
export { shutdownOnSignals } from './shutdown';
export { StartupError } from './startup-error';
export { ensureWritableFolder } from './writable-folder';
export { customerScopeOf, isCrossTenant, ownCustomerIds } from './tenant-scope';
export * from './throttle';
export { zodResponse, zodSchema, type ZodJsonSchema, type ZodTypeProvider } from './zod-schema';
