import { expect, test } from '@playwright/test';
import { licenseForBuiltPackage, zipOf } from './built-course';
import { login } from './session';

// A SCORM 1.2 package with a parent item (a module holding two SCOs) and a SCO at the top.
const MANIFEST = `<?xml version="1.0"?>
<manifest identifier="menu" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Menu</title>
    <item identifier="module"><title>Module 1</title>
      <item identifier="one" identifierref="r1"><title>Lesson one</title></item>
      <item identifier="two" identifierref="r2"><title>Lesson two</title></item>
    </item>
    <item identifier="test" identifierref="r3"><title>Final test</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="one.html"/>
    <resource identifier="r2" type="webcontent" adlcp:scormtype="sco" href="two.html"/>
    <resource identifier="r3" type="webcontent" adlcp:scormtype="sco" href="test.html"/>
  </resources>
</manifest>`;
const sco = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>
<script>window.parent.API.LMSInitialize('');</script></body></html>`;

test('SCORM 1.2: the menu shows the parent items of the manifest around their SCOs, and opens a SCO picked in a group', async ({
  page,
}) => {
  await login(page, 'admin', '/');
  const zip = await zipOf({
    'imsmanifest.xml': MANIFEST,
    'one.html': sco('Lesson one'),
    'two.html': sco('Lesson two'),
    'test.html': sco('Final test'),
  });
  const licenseId = await licenseForBuiltPackage(page, `E2E menu ${Date.now()}`, zip);
  await page.goto(`/scorm/run/${licenseId}`);
  const menu = page.getByRole('navigation', { name: 'Parts of the course' });
  const module = menu.getByRole('listitem').filter({ hasText: 'Module 1' });
  await expect(module.getByRole('button')).toHaveText(['Lesson one', 'Lesson two']);
  await expect(menu.getByRole('button', { name: 'Final test' })).toBeVisible();
  await module.getByRole('button', { name: 'Lesson two' }).click();
  await expect(page.frameLocator('iframe.atr-runtime-frame').getByRole('heading', { name: 'Lesson two' })).toBeVisible();
});
