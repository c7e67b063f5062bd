import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { login } from './session';

/*
 * The whole sale of issue 14: course staff put the first demo e-course ("Golf explained", NOK 490) and a fresh
 * classroom instance (NOK 2,450) in the cart, check out for Nordsjø Energi AS for two people (Stian Staff and Carl Company)
 * with lunch as a course extra on the classroom line, and follow the order to its confirmation, the licenses,
 * the participants, the ticker, batch invoicing with the invoice PDF, a credit note, the order's history, the
 * course-extra search and its catalogue.
 */
const COURSE = 'Golf explained (SCORM 1.2)';
const LEARNERS = ['Stian Staff', 'Carl Company'];

const grid = (page: Page, name: string) => page.getByRole('treegrid', { name }).or(page.getByRole('grid', { name }));
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
}

async function chooseLearner(page: Page, title: string, name: string) {
  await page.getByRole('combobox', { name: `Add a learner to ${title}` }).fill(name.split(' ')[0]!);
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('list', { name: `Learners of ${title}` })).toContainText(name);
}

async function pdfTitle(page: Page, href: string): Promise<string | undefined> {
  const answer = await page.request.get(href);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  return (await PDFDocument.load(await answer.body())).getTitle();
}

test('course staff sell an e-course and a classroom course to two learners, then follow the order to its invoice and credit note', async ({
  page,
}) => {
  test.slow();
  const reference = `PO-E2E-${Date.now()}`;
  await login(page, 'admin', '/ecourses');
  // Only this test's lines are checked out: earlier lines of the same cart are removed first.
  const before: { items: { courseType: string; courseId: number }[] } = await (await page.request.get('/api/reports/data/cart/v1')).json();
  for (const item of before.items) await page.request.delete(`/api/reports/data/cart/v1/items/${item.courseType}/${item.courseId}`);
  // A confirmed instance of the second demo course with five seats, so no other spec's participants meet these.
  const created = await page.request.post('/api/classroom/clicourses', {
    data: {
      courseClassroom: 2,
      status: 3,
      sku: `E2E-SALE-${Date.now()}`,
      numParticipants: { minParticipants: null, maxParticipants: 5 },
      firstDate: isoDay(120),
      price: 245000,
    },
  });
  expect(created.status()).toBe(201);
  const instanceId = ((await created.json()) as { id: number }).id;

  // The e-course from the catalogue, the instance from its course's instance list.
  await page.goto('/ecourses');
  await page.getByRole('search').getByLabel('Search').fill('golf');
  await page.getByRole('button', { name: `Add ${COURSE} to cart` }).click();
  await expect(page.getByText(`${COURSE} added to the cart`)).toBeVisible();
  await page.goto('/clcourse/2/clicourses');
  await page.getByRole('button', { name: `Add instance ${instanceId} to the cart` }).click();
  await expect(page).toHaveURL(/\/app\/webshop\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
  await expect(page.getByRole('heading', { level: 2, name: COURSE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
  const classroomTitle = (await page.getByRole('heading', { level: 2 }).filter({ hasNotText: COURSE }).textContent())!;
  await page.getByRole('combobox', { name: 'Customer' }).fill('Nordsjø');
  await page.getByRole('option', { name: 'Nordsjø Energi AS' }).click();
  for (const learner of LEARNERS) {
    await chooseLearner(page, COURSE, learner);
    await chooseLearner(page, classroomTitle, learner);
  }
  await page
    .getByRole('group', { name: `Extras for ${classroomTitle} (one per learner)` })
    .getByRole('checkbox', { name: /^Lunch/ })
    .check();
  await page.getByLabel(/Your reference/).fill(reference);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  // The confirmation, and the cart emptied.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmation');
  const thanks = await page.getByText(/Your order number is \d+/).textContent();
  const orderId = /(\d+)\./.exec(thanks ?? '')![1]!;
  await expect(page.getByRole('table')).toContainText('NOK 980.00');
  await expect(page.getByRole('table')).toContainText(classroomTitle);
  await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();

  // The licenses of the e-course and the participants of the instance.
  await page.getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Licenses');
  for (const learner of LEARNERS) await expect(grid(page, 'Licenses')).toContainText(learner);
  await page.goto(`/classroom-management/${instanceId}`);
  await expect(page.getByTestId('seats')).toHaveText('2 attending, 0 reserved of 5; 3 free');

  // The order in the live ticker.
  await page.goto('/orderticker');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order ticker');
  await expect(grid(page, 'Order ticker')).toContainText(orderId);
  await expect(page.getByText('Live: refreshed every minute.')).toBeVisible();

  // Batch invoicing: both lines of the order queued, previewed with VAT, invoiced, the invoice PDF opened.
  await page.goto('/batchinvoice/start');
  const customer = page.getByLabel('Customer');
  await customer.selectOption((await customer.locator('option', { hasText: 'Nordsjø Energi AS' }).getAttribute('value'))!);
  const ours = grid(page, 'Lines not yet invoiced').getByRole('row').filter({ hasText: reference });
  await expect(ours).toHaveCount(2);
  for (const row of await ours.all()) await row.getByRole('button', { name: 'Add to queue' }).click();
  await expect(page.getByText('2 lines in the queue')).toBeVisible();
  await page.getByRole('link', { name: 'Preview the invoices' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Invoice (preview)' })).toContainText('VAT 25 %');
  await page.getByRole('button', { name: 'Place the batch order' }).click();
  await expect(page.getByText('1 invoice was made.').first()).toBeVisible();
  const pdfLink = page.getByRole('link', { name: /Open invoice \d+ \(PDF\)/ });
  const invoiceNumber = /invoice (\d+)/.exec((await pdfLink.textContent()) ?? '')![1]!;
  expect(await pdfTitle(page, (await pdfLink.getAttribute('href'))!)).toBe(`Faktura ${invoiceNumber}`);

  // A credit note for the e-course line, cancelled, from the invoice's page (decision 0213).
  await page.getByRole('link', { name: `Invoice ${invoiceNumber}: lines and credit notes` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${invoiceNumber}`);
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: `Choose ${COURSE}` }).check();
  await page.getByRole('button', { name: 'Credit 1 chosen line' }).click();
  await page.getByLabel(/Reason/).fill('The customer cancelled the e-course');
  await page.getByLabel('The credited lines').selectOption('CANCEL');
  await page.getByRole('button', { name: 'Make credit note' }).click();
  const creditLink = page.getByRole('link', { name: /Open credit note \d+ \(PDF\)/ });
  const creditNumber = /note (\d+)/.exec((await creditLink.textContent()) ?? '')![1]!;
  expect(await pdfTitle(page, (await creditLink.getAttribute('href'))!)).toBe(`Kreditnota ${creditNumber}`);
  await expect(page.getByRole('checkbox', { name: `Choose ${classroomTitle}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Choose ${COURSE}` })).toHaveCount(0);

  // The order's history, opened from the ticker (decision 0214): placed, invoiced, the e-course line cancelled.
  await page.goto('/orderticker');
  await page
    .getByRole('link', { name: `History of order ${orderId}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`History of order ${orderId}`);
  const history = grid(page, 'Order history');
  for (const what of ['Order placed', 'Invoice posted', 'Credit note issued']) await expect(history).toContainText(what);
  await expect(history).toContainText(`Invoice ${invoiceNumber}`);
  await expect(history).toContainText(/Line \d+ cancelled/);
  await expectNoAxeViolations(page);

  // The lunch sold, found by the order's reference, invoiced.
  await page.goto('/sales/course-extra/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course extras sold');
  await page.getByLabel(/Search extras/).fill(reference);
  // The totals follow the search on the server: once they say one hit, the grid shows only this order's lunch.
  await expect(page.getByTestId('course-extra-totals')).toContainText('1 extra sold · 2 pcs');
  const lunch = grid(page, 'Course extras sold').getByRole('row').filter({ hasText: reference });
  await expect(lunch).toContainText('Lunch');
  // The grid draws only the columns in view; the hit's invoice is read from the same search's answer.
  const hits = await (await page.request.get(`/api/reports/data/course-extra/v1/search?q=${reference}`)).json();
  expect(hits.hits).toEqual([expect.objectContaining({ name: 'Lunch', quantity: 2, invoiceNumber: Number(invoiceNumber) })]);
  await expectNoAxeViolations(page);

  // The catalogue the extras come from (decision 0215): a new extra, priced, withdrawn so no checkout offers it.
  await page.getByRole('link', { name: 'Course extras on offer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course extras on offer');
  await expect(grid(page, 'Course extras on offer')).toContainText('Lunch');
  const code = `E2E-${Date.now()}`;
  await page.getByRole('button', { name: 'New extra' }).click();
  await page.getByLabel(/^Code/).fill(code);
  await page.getByLabel(/^Name/).fill(`Parking ${code}`);
  await page.getByLabel('Kind of extra').selectOption('OTHER');
  await page.getByLabel(/Price in NOK/).fill('150');
  await page.getByLabel('On offer at checkout').uncheck();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const parking = grid(page, 'Course extras on offer').getByRole('row').filter({ hasText: code });
  await expect(parking).toContainText('Withdrawn');
  await expectNoAxeViolations(page);
});
