import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PackageDetail, ScormVersion } from '@atrium/authoring-contract';
import { validateXML } from 'xmllint-wasm';
import { scormManifest } from '../src/scorm-export/scorm-manifest';
import { unzip } from './authoring-fixtures';

// Issue 20: the export's manifest is checked against the SCORM schemas. ADL's XSDs are not shipped with Atrium; the
// real packages in ../shared/fixtures carry them (1.2's and 2004's), so the test reads them from there.
const FIXTURES = path.resolve(__dirname, '../../../../shared/fixtures/packages');
const SCHEMAS = {
  '12': {
    zip: 'RuntimeBasicCalls_SCORM12.zip',
    imports: {
      'http://www.imsproject.org/xsd/imscp_rootv1p1p2': 'imscp_rootv1p1p2.xsd',
      'http://www.adlnet.org/xsd/adlcp_rootv1p2': 'adlcp_rootv1p2.xsd',
    },
  },
  '2004': {
    zip: 'RuntimeBasicCalls_SCORM20043rdEdition.zip',
    imports: {
      'http://www.imsglobal.org/xsd/imscp_v1p1': 'imscp_v1p1.xsd',
      'http://www.adlnet.org/xsd/adlcp_v1p3': 'adlcp_v1p3.xsd',
      'http://www.adlnet.org/xsd/adlseq_v1p3': 'adlseq_v1p3.xsd',
      'http://www.adlnet.org/xsd/adlnav_v1p3': 'adlnav_v1p3.xsd',
      'http://www.imsglobal.org/xsd/imsss': 'imsss_v1p0.xsd',
    },
  },
} as const;

const detail = (exam: boolean): PackageDetail => ({
  id: 1,
  uuid: '11111111-1111-4111-8111-111111111111',
  internalName: 'Safety & <basics>',
  status: 'development',
  locale: 'en_US',
  texts: { en_US: { title: 'Safety & <basics>', body: '' } },
  exam,
  intro: false,
  examPercentRequired: 70,
  frameworkUrl: '',
  softwareVersion: 'EC3',
  chapters: [],
  examGroups: [],
  updatedAt: '2026-01-01T00:00:00Z',
});

async function schemaErrors(version: ScormVersion, manifest: string): Promise<string[]> {
  const { zip, imports } = SCHEMAS[version];
  const files = await unzip(readFileSync(path.join(FIXTURES, zip)));
  const preload = [...files.entries()].filter(([name]) => name.endsWith('.xsd')).map(([fileName, contents]) => ({ fileName, contents }));
  // One schema importing every namespace the manifest uses, so each element is checked strictly by its own schema.
  const wrapper = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:atrium:scorm-schemas">
${Object.entries(imports)
  .map(([namespace, file]) => `  <xs:import namespace="${namespace}" schemaLocation="${file}"/>`)
  .join('\n')}
</xs:schema>`;
  const result = await validateXML({
    xml: { fileName: 'imsmanifest.xml', contents: manifest },
    schema: { fileName: 'atrium-scorm.xsd', contents: wrapper },
    preload,
  });
  return result.errors.map((error) => error.rawMessage);
}

it.each([
  ['12', false],
  ['12', true],
  ['2004', false],
  ['2004', true],
] as const)('the SCORM %s manifest of an export (exam: %s) is valid against ADL’s schemas', async (version, exam) => {
  const manifest = scormManifest(detail(exam), version, ['index.html', 'player.js', 'content.js', 'lessons/a/intro.html']);
  expect(await schemaErrors(version, manifest)).toEqual([]);
});

it.each([
  ['12', 'adlcp:masteryscore', 'adlcp:masteryScore'],
  ['2004', 'imsss:minNormalizedMeasure', 'imsss:minNormalisedMeasure'],
] as const)('the check finds a misspelt element of SCORM %s (%s), so the test above can fail', async (version, right, wrong) => {
  const manifest = scormManifest(detail(true), version, ['index.html']);
  expect(manifest).toContain(right);
  expect((await schemaErrors(version, manifest.split(right).join(wrong))).length).toBeGreaterThan(0);
});
