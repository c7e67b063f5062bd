import { once } from 'node:events';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import yazl from 'yazl';

const ELEARNING = '/api/elearning/data';

/**
 * A course of the test's own, without a package and off sale: what a spec does with it changes no demo
 * course, so no other spec sees a difference, whatever the order.
 */
export async function newCourseWithoutPackage(page: Page, name: string): Promise<number> {
  return newCourseThrough(page.request, name);
}

/** newCourseWithoutPackage through any request context, on the platform at `base` (the test's own by default). */
export async function newCourseThrough(request: APIRequestContext, name: string, base = ''): Promise<number> {
  const templates = (await (await request.get(`${base}/api/classroom/data/clcourses/search?q=Varme`)).json()) as {
    id: number;
    internalName: string;
  }[];
  const template = templates.find((course) => course.internalName === 'Varme arbeider');
  if (!template) throw new Error('no classroom course Varme arbeider');
  const general = await (await request.get(`${base}${ELEARNING}/ecourses/4`)).json();
  const res = await request.post(`${base}${ELEARNING}/ecourses/createFromCourse/${template.id}`, {
    data: {
      ...general,
      internalName: name,
      eLearningCourseFlags: { canStart: false, canPurchase: false, availableOfflineApp: false, disableEvaluation: false },
      localizedTexts: [],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The manifest of a SCORM 1.2 package with one SCO, `index.html`, for a test's own package. */
export function singleScoManifest(identifier: string, title: string, itemTitle: string): string {
  return `<?xml version="1.0"?>
<manifest identifier="${identifier}" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>${title}</title>
    <item identifier="page" identifierref="r"><title>${itemTitle}</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;
}

/** A zip of the given files, made in memory: a test writes its own package. */
export async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(zip.outputStream, 'end');
  return Buffer.concat(chunks);
}

/** A new course playing the package, and a license of it for the signed-in platform admin; answers the license id. */
export async function licenseForBuiltPackage(page: Page, name: string, zip: Buffer): Promise<number> {
  const courseId = await newCourseWithoutPackage(page, name);
  const upload = await page.request.post(`/api/elearning/web/data/scorm/admin/upload/${courseId}`, {
    multipart: { file: { name: 'course.zip', mimeType: 'application/zip', buffer: zip } },
  });
  expect(upload.status()).toBe(200);
  const me = (await (await page.request.get('/api/users/me')).json()) as { user: { id: number } };
  const added = await page.request.post(`/api/elearning/data/license/ecourse/${courseId}`, {
    data: { usersWithCustomer: [{ userId: me.user.id, customerId: null }] },
  });
  expect(added.status()).toBe(200);
  return ((await added.json()) as { created: { id: number }[] }).created[0]?.id ?? 0;
}
