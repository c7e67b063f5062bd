import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { licenseForBuiltPackage } from './built-course';
import { login } from './session';
import { testVideo } from './test-video';

const API = '/api/authoring/data/elearningpackage';
const texts = (title: string) => ({ nb_NO: { title, body: '' } });

async function json<T>(request: APIRequestContext, method: 'post' | 'get', url: string, data?: object): Promise<T> {
  const res = await request[method](url, data ? { data } : {});
  expect(res.status(), `${method} ${url}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A package of one chapter with an HTML lesson, a video lesson and an exam of one group of two tasks (each with a right option). */
async function writePackage(page: Page, name: string): Promise<string> {
  const request = page.request;
  const pkg = await json<{ uuid: string }>(request, 'post', `${API}/package`, {
    internalName: name,
    locale: 'nb_NO',
    texts: texts(name),
    exam: true,
    examPercentRequired: 70,
  });
  const withChapter = await json<{ chapters: { id: number }[] }>(request, 'post', `${API}/package/${pkg.uuid}/chapter`, {
    texts: texts('Kapittel 1'),
  });
  const lesson = await json<{ uuid: string }>(request, 'post', `${API}/lesson`, {
    lessonType: 'html',
    locale: 'nb_NO',
    texts: texts('Velkommen'),
    jsFile: 'intro.js',
  });
  for (const [fileName, content] of [
    ['intro.js', 'document.getElementById("out").textContent = "Hei fra leksjonen";'],
    ['intro.html', '<!doctype html><p id="out"></p><script src="intro.js"></script>'],
  ] as const) {
    const upload = await request.post('/api/authoring/web/data/elearningpackage/lessonfiles/upload', {
      multipart: {
        lessonUuid: lesson.uuid,
        file: { name: fileName, mimeType: fileName.endsWith('.js') ? 'text/javascript' : 'text/html', buffer: Buffer.from(content) },
      },
    });
    expect(upload.status()).toBe(201);
  }
  // The video lesson's live file is a short video made with ffmpeg; not transcoded, it goes out as uploaded.
  const video = await json<{ uuid: string }>(request, 'post', `${API}/lesson`, {
    lessonType: 'video',
    locale: 'nb_NO',
    texts: texts('Film'),
    videoFile: 'bars.mp4',
  });
  const videoUpload = await request.post('/api/authoring/web/data/elearningpackage/lessonfiles/upload', {
    multipart: { lessonUuid: video.uuid, file: { name: 'bars.mp4', mimeType: 'video/mp4', buffer: await testVideo() } },
  });
  expect(videoUpload.status()).toBe(201);
  for (const lessonUuid of [lesson.uuid, video.uuid])
    await json(request, 'post', `${API}/package/${pkg.uuid}/chapter/${withChapter.chapters[0]!.id}/lessons`, { lessonUuid });
  const tasks = [];
  for (const question of ['Spørsmål A', 'Spørsmål B'])
    tasks.push(
      await json<{ uuid: string }>(request, 'post', `${API}/task`, {
        locale: 'nb_NO',
        texts: texts(question),
        options: [
          { idx: 0, texts: texts('Riktig svar'), correct: true },
          { idx: 1, texts: texts('Feil svar'), correct: false },
        ],
      }),
    );
  await json(request, 'post', `${API}/package/${pkg.uuid}/examgroups`, {
    internalName: 'Alle',
    take: 2,
    taskUuids: tasks.map((task) => task.uuid),
  });
  return pkg.uuid;
}

const sco = (page: Page) => page.frameLocator('iframe.atr-runtime-frame');
const progressOf = async (page: Page, licenseId: number) => (await page.request.get(`/api/elearning/scorm/license/${licenseId}`)).json();

async function play(page: Page, licenseId: number, answer: 'Riktig svar' | 'Feil svar') {
  await page.goto(`/scorm/run/${licenseId}`);
  await sco(page).getByRole('button', { name: 'Velkommen' }).click();
  await expect(sco(page).frameLocator('iframe.lesson-frame').locator('#out')).toHaveText('Hei fra leksjonen');
  await sco(page).getByRole('button', { name: 'Tilbake til innholdet' }).click();
  // The video lesson plays its exported file in the runtime: it loads, and its time moves once played.
  await sco(page).getByRole('button', { name: 'Film' }).click();
  const video = sco(page).getByLabel('Film');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(4);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  await sco(page).getByRole('button', { name: 'Tilbake til innholdet' }).click();
  await sco(page).getByRole('button', { name: 'Start eksamen' }).click();
  for (const group of await sco(page).locator('fieldset').all()) await group.getByLabel(answer).check();
  await sco(page).getByRole('button', { name: 'Lever eksamen' }).click();
  await sco(page).getByRole('button', { name: 'Avslutt og lukk' }).click();
}

for (const version of ['12', '2004'] as const) {
  test(`an authored package exported as SCORM ${version} plays in Atrium to a pass and a fail that reach the license`, async ({ page }) => {
    await login(page, 'admin', '/elearningpackage/packages');
    const name = `E2E authored ${version} ${Date.now()}`;
    const uuid = await writePackage(page, name);

    // The editor shows the package ready and offers the download.
    await page.goto(`/elearningpackage/editpackage/${uuid}`);
    await expect(page.getByText('The package is ready for export.')).toBeVisible();
    await page.getByLabel('SCORM version').selectOption(version);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download SCORM/ }).click()]);
    const zip = Buffer.from(await (await import('node:fs/promises')).readFile((await download.path())!));

    const passed = await licenseForBuiltPackage(page, `${name} pass`, zip);
    await play(page, passed, 'Riktig svar');
    await expect.poll(() => progressOf(page, passed), { timeout: 15_000 }).toMatchObject({ successStatus: 'passed', notPassed: false });

    const failed = await licenseForBuiltPackage(page, `${name} fail`, zip);
    await play(page, failed, 'Feil svar');
    await expect.poll(() => progressOf(page, failed), { timeout: 15_000 }).toMatchObject({ successStatus: 'failed', notPassed: true });
  });
}

test('the package list and editor: a new package, a chapter, the stored filter, each page passing axe', async ({ page }) => {
  await login(page, 'admin', '/elearningpackage/packages');
  await expect(page.getByRole('heading', { name: 'E-learning packages' })).toBeVisible();
  await page.getByRole('link', { name: 'New package' }).click();
  const name = `E2E editor ${Date.now()}`;
  await page.getByLabel('Internal name').fill(name);
  await page.getByLabel('Title in the package language').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByLabel('New chapter').fill('Kapittel 1');
  await page.getByRole('button', { name: 'Add chapter' }).click();
  await expect(page.getByRole('heading', { name: 'Kapittel 1' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.goto('/elearningpackage/packages');
  await expect(page.getByRole('grid')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await page.getByLabel('Show').selectOption('development');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Show')).toHaveValue('development');
});

test('someone without authoring access lands on the no-access page', async ({ page }) => {
  await login(page, 'companyadmin', '/elearningpackage/packages');
  await expect(page.getByRole('heading', { name: /no access/i })).toBeVisible();
});
