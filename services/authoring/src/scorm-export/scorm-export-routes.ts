import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { ATRIUM_PACKAGE_FILE, scormExportEndpoints, scormExportParamsSchema, type ScormExportChoice } from '@atrium/authoring-contract';
import { addEndpoint, COURSE_ADMINS, HttpError, openFile, principalOf, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import yazl from 'yazl';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb, type AuthoringDb } from '../db';
import { AREA } from '../lessons/lesson-file-area';
import { packageDetail } from '../packages/package-query';
import { exportErrors, exportFiles, videosWithoutRenditions, type ExportFile } from './export-content';
import { manifestProblems } from './manifest-check';
import { packageDescription } from './package-description';
import { scormManifest } from './scorm-manifest';

// The player's files sit beside src and dist alike (services/authoring/player).
const PLAYER_DIR = path.join(__dirname, '../../player');
const PLAYER_FILES = ['index.html', 'player.js', 'player.css'];
let player: Promise<Record<string, Buffer>> | undefined;
const playerFiles = () =>
  (player ??= Promise.all(PLAYER_FILES.map(async (name) => [name, await readFile(path.join(PLAYER_DIR, name))] as const)).then(
    (entries): Record<string, Buffer> => Object.fromEntries(entries),
  ));

/** The export's files with its manifest, checked: a package with errors is refused, a manifest with problems too. */
async function buildExport(db: AuthoringDb, customerId: number, uuid: string, choice: ScormExportChoice) {
  const detail = await packageDetail(db, customerId, uuid);
  const errors = exportErrors(detail);
  const files = errors.length ? [] : await exportFiles(db, detail, choice, await playerFiles());
  if (!errors.length) {
    // The package itself, for the SCORM import to give back as it was (decision 0254).
    const described = Buffer.from(JSON.stringify(await packageDescription(db, customerId, detail)));
    files.push({ name: ATRIUM_PACKAGE_FILE, bytes: described, sizeBytes: described.length });
  }
  const manifest = Buffer.from(
    scormManifest(
      detail,
      choice.version,
      files.map((file) => file.name),
    ),
  );
  const all: ExportFile[] = [{ name: 'imsmanifest.xml', bytes: manifest, sizeBytes: manifest.length }, ...files];
  return { detail, errors, files: all };
}

/** §7: the export's size before the download, and the download itself as a zip streamed as it is made. */
export const scormExportRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);

  addEndpoint(app, scormExportEndpoints.calculate, async (request) => {
    const { uuid, ...choice } = request.params;
    const built = await buildExport(db, authorCustomerOf(principalOf(request)), uuid, choice);
    return {
      sizeBytes: built.files.reduce((sum, file) => sum + file.sizeBytes, 0),
      fileCount: built.files.length,
      videosWithoutRenditions: await videosWithoutRenditions(db, built.detail, choice),
      errors: built.errors,
    };
  });

  app.get(
    '/web/data/elearningpackage/scormexport/:uuid/:mp4Qualities/:hls/:hlsQualities/:version',
    { config: { access: { roles: COURSE_ADMINS } } },
    async (request, reply) => {
      const parsed = scormExportParamsSchema.safeParse(request.params);
      if (!parsed.success) throw RequestValidationError.fromZod('params', parsed.error);
      const { uuid, ...choice } = parsed.data;
      const built = await buildExport(db, authorCustomerOf(principalOf(request)), uuid, choice);
      if (built.errors.length) throw new HttpError(409, `kpg.export.hasErrors: ${built.errors.map((error) => error.key).join(', ')}`);
      const manifest = built.files[0]!;
      const problems =
        'bytes' in manifest
          ? manifestProblems(manifest.bytes.toString('utf8'), choice.version, new Set(built.files.map((file) => file.name)))
          : ['no manifest'];
      if (problems.length) throw new Error(`The export's manifest failed its check: ${problems.join('; ')}`);
      // Every stored file is opened before the answer starts, so a missing one is a clean error, not a cut zip.
      const streams = await Promise.all(built.files.map(async (file) => ('storageKey' in file ? openFile(AREA, file.storageKey) : null)));
      const missing = built.files.find((file, index) => 'storageKey' in file && !streams[index]);
      if (missing) {
        streams.forEach((stream) => stream?.destroy());
        throw new HttpError(409, `kpg.export.fileMissing: ${missing.name}`);
      }
      const zip = new yazl.ZipFile();
      built.files.forEach((file, index) => {
        if ('bytes' in file) zip.addBuffer(file.bytes, file.name);
        else zip.addReadStream(streams[index]!, file.name);
      });
      zip.end();
      const name = `${built.detail.internalName.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'package'}-scorm${choice.version}.zip`;
      void once(reply.raw, 'close').then(() => streams.forEach((stream) => stream?.destroy()));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(zip.outputStream);
    },
  );
};
