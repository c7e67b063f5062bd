import { expect, test } from '@playwright/test';
import { newCourseWithoutPackage, zipOf } from './built-course';
import { login } from './session';

const manifest = (organizations: string) => `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  ${organizations}
  <resources><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;
const ITEM = '<item identifier="i1" identifierref="r1"><title>One</title></item>';

const CASES = [
  {
    organizations: `<organizations default="o"><organization><title>T</title>${ITEM}</organization></organizations>`,
    message: 'organization 1 of imsmanifest.xml has no identifier',
  },
  {
    organizations: `<organizations default="missing"><organization identifier="o"><title>T</title>${ITEM}</organization></organizations>`,
    message: 'the default organization "missing" is not an organization of imsmanifest.xml',
  },
  {
    organizations: `<organizations default="o"><organization identifier="o"><title>T</title>${ITEM}</organization>
      <organization identifier="o2"><title>U</title><item identifier="x1" identifierref="nowhere"><title>X</title></item></organization></organizations>`,
    message: 'item "x1" refers to resource "nowhere", which the manifest does not define',
  },
];

test('the package screen refuses inconsistent manifests and says what is wrong', async ({ page }) => {
  await login(page, 'admin', '/scorm/admin');
  const course = `E2E manifest checks ${Date.now()}`;
  await newCourseWithoutPackage(page, course);
  await page.goto('/scorm/admin');
  const upload = page.getByLabel(`Upload package for ${course}`, { exact: true });
  for (const { organizations, message } of CASES) {
    const buffer = await zipOf({ 'imsmanifest.xml': manifest(organizations), 'index.html': '<p>One</p>' });
    await upload.setInputFiles({ name: 'course.zip', mimeType: 'application/zip', buffer });
    await expect(page.getByText(`Upload failed: Error importing course package: ${message}`)).toBeVisible();
  }
});
