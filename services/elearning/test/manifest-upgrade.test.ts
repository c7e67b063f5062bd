import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';
import { upgradeManifest, upgradeStoredManifests } from '../src/packages/manifest-upgrade';
import { packageFolder } from '../src/packages/package-files';
import { importNewPackage } from '../src/packages/package-imports';
import { buildZip, useTemporaryFilesDir } from './package-fixtures';

// Decision 0107: a package an older import recorded (a flat activity tree, no menu groups, no cmi5 blocks, assets
// counted) is recorded again from its stored files, without being imported again.
useTemporaryFilesDir();
const zips = mkdtempSync(path.join(tmpdir(), 'atrium-upgrade-'));
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const SCORM2004 = `<?xml version="1.0"?>
<manifest identifier="old" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Old course</title>
    <item identifier="module"><title>Module 1</title>
      <item identifier="a" identifierref="ra"><title>A</title>
        <imsss:sequencing><imsss:objectives><imsss:primaryObjective objectiveID="a-primary">
          <imsss:mapInfo targetObjectiveID="g" writeSatisfiedStatus="true"/></imsss:primaryObjective></imsss:objectives></imsss:sequencing>
      </item>
      <item identifier="b" identifierref="rb"><title>B</title>
        <imsss:sequencing><imsss:sequencingRules><imsss:preConditionRule>
          <imsss:ruleConditions><imsss:ruleCondition condition="always"/></imsss:ruleConditions><imsss:ruleAction action="skip"/>
        </imsss:preConditionRule></imsss:sequencingRules></imsss:sequencing>
      </item>
    </item>
    <item identifier="glossary" identifierref="rg"><title>Glossary</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="ra" type="webcontent" adlcp:scormType="sco" href="a.html"/>
    <resource identifier="rb" type="webcontent" adlcp:scormType="sco" href="b.html"/>
    <resource identifier="rg" type="webcontent" adlcp:scormType="asset" href="g.html"/>
  </resources>
</manifest>`;

const CMI5 = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/old/course"><title><langstring lang="en-US">Old cmi5</langstring></title></course>
  <block id="https://example.com/old/block"><title><langstring lang="en-US">Block 1</langstring></title>
    <au id="https://example.com/old/au1" moveOn="Completed"><title><langstring lang="en-US">AU 1</langstring></title><url>au1.html</url></au>
  </block>
  <au id="https://example.com/old/au2" moveOn="Completed"><title><langstring lang="en-US">AU 2</langstring></title><url>au2.html</url></au>
</courseStructure>`;

const page = '<!doctype html><title>x</title>';

/** Imports a package, then puts back what the import before format 2 recorded of it. */
async function oldPackage(files: Record<string, string>, oldManifest: Record<string, unknown>) {
  const db = elearningDb(database.db);
  const zip = await buildZip(
    Object.entries(files).map(([name, content]) => ({ name, content })),
    zips,
  );
  const { id } = await importNewPackage(db, zip, { ownerCustomerId: 1 });
  await db
    .updateTable('package')
    .set({ manifest: JSON.stringify(oldManifest) })
    .where('id', '=', id)
    .execute();
  await db.updateTable('package_item').set({ move_on: null }).where('package_id', '=', id).where('identifier', '=', 'glossary').execute();
  return id;
}

const recorded = (id: number) =>
  elearningDb(database.db).selectFrom('package').select(['manifest', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();

it('records an older SCORM 2004 package again: the whole sequencing tree, the menu groups, declared objectives, the asset left out', async () => {
  const flatTree = {
    id: 'o',
    title: 'Old course',
    children: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
      { id: 'glossary', title: 'Glossary' },
    ],
  };
  const id = await oldPackage(
    { 'imsmanifest.xml': SCORM2004, 'a.html': page, 'b.html': page, 'g.html': page },
    { identifier: 'old', activityTree: flatTree },
  );
  const before = await recorded(id);
  expect(await upgradeManifest(elearningDb(database.db), id)).toBe('upgraded');
  const after = await recorded(id);
  const manifest = after.manifest as {
    format: number;
    groups: Record<string, string[]>;
    objectives: Record<string, string[]>;
    activityTree: { children: { id: string; children?: { id: string; sequencingRules?: unknown }[] }[] };
  };
  expect(manifest.format).toBe(2);
  expect(manifest.groups).toEqual({ a: ['Module 1'], b: ['Module 1'] });
  expect(manifest.objectives).toEqual({ a: ['a-primary'] });
  expect(manifest.activityTree.children.map((child) => child.id)).toEqual(['module', 'glossary']);
  expect(manifest.activityTree.children[0]?.children?.[1]?.sequencingRules).toBeDefined();
  const glossary = await elearningDb(database.db)
    .selectFrom('package_item')
    .select('move_on')
    .where('package_id', '=', id)
    .where('identifier', '=', 'glossary')
    .executeTakeFirstOrThrow();
  expect(glossary.move_on).toBe('NotApplicable');
  // Not an update of the package: its date stays.
  expect(after.updated_at).toEqual(before.updated_at);
  expect(await upgradeManifest(elearningDb(database.db), id)).toBe('current');
});

it('records the blocks of an older cmi5 package; every old package is upgraded by the background step', async () => {
  const id = await oldPackage({ 'cmi5.xml': CMI5, 'au1.html': page, 'au2.html': page }, { courseId: 'https://example.com/old/course' });
  await upgradeStoredManifests(elearningDb(database.db), () => undefined);
  const manifest = (await recorded(id)).manifest as { format: number; blocks: unknown; groups: unknown };
  expect(manifest.format).toBe(2);
  expect(manifest.blocks).toEqual([{ id: 'https://example.com/old/block', aus: ['https://example.com/old/au1'] }]);
  expect(manifest.groups).toEqual({ 'https://example.com/old/au1': ['Block 1'] });
});

it('leaves a package whose stored files are gone as it was recorded, and says so', async () => {
  const old = { identifier: 'old', activityTree: { id: 'o', title: 'Old course', children: [] } };
  const id = await oldPackage({ 'imsmanifest.xml': SCORM2004, 'a.html': page, 'b.html': page, 'g.html': page }, old);
  const key = await elearningDb(database.db).selectFrom('package').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
  await rm(packageFolder(key.storage_key), { recursive: true, force: true });
  const heard: string[] = [];
  await upgradeStoredManifests(elearningDb(database.db), (message) => heard.push(message));
  expect((await recorded(id)).manifest).toEqual(old);
  expect(heard).toEqual([expect.stringContaining(`package ${id}`)]);
});
