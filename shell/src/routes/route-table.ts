// The single home of every route in the four specification documents and the area that owns it.
// Patterns use ':name' for a segment and ':name?' for an optional last segment; hash routes of the
// legacy app (#/classroom-management/{id}) are listed under their path form.
export type Area = 'classroom' | 'elearning' | 'company' | 'users' | 'authoring' | 'reports';
export type Owner = Area | 'shell';

export interface RouteEntry {
  pattern: string;
  owner: Owner;
  /** Which specification document names the route. */
  doc: '000' | '001' | '002' | '003';
  /** Served to people who are not signed in (instead of sending them to the login page). */
  signedOut?: true;
}

const route = (pattern: string, owner: Owner, doc: RouteEntry['doc'], options: Pick<RouteEntry, 'signedOut'> = {}): RouteEntry => ({
  pattern,
  owner,
  doc,
  ...options,
});

export const routeTable: readonly RouteEntry[] = [
  route('/', 'shell', '001'),
  route('/login', 'shell', '001'),
  route('/fileupload-test', 'shell', '001'),
  route('/validation-test', 'shell', '001'),
  route('/mypage', 'shell', '001'),
  route('/mypage/profile', 'shell', '001'),
  route('/mypage/needupdate', 'shell', '001'),

  route('/clcourse/new/:courseId', 'classroom', '000'),
  route('/clcourse/:id/edit/:tab?', 'classroom', '000'),
  route('/clcourse/copy/:id/:courseId', 'classroom', '000'),
  route('/clcourse/:id/evaluations', 'classroom', '000'),
  route('/clcourses', 'classroom', '000'),
  route('/clcourse/:clid/clicourse/new', 'classroom', '000'),
  route('/clcourse/:clid/clicourse/:cliid/edit', 'classroom', '000'),
  route('/clcourse/:clid/clicourses', 'classroom', '000'),
  route('/clicourses/search', 'classroom', '000'),
  route('/classroom-management/:instanceId', 'classroom', '002'),
  route('/classroom-management/:instanceId/evaluations', 'classroom', '002'),
  route('/instructors/classroom-management/:instanceId', 'classroom', '002'),
  route('/instructors/course-calendar/:id?', 'classroom', '002'),
  route('/classroom-prestart-list', 'classroom', '002'),
  route('/classroom-poststart-list', 'classroom', '002'),
  route('/web/partlist', 'classroom', '002'),
  route('/course-place-registration', 'classroom', '003'),
  route('/course-place-registration/:id', 'classroom', '003'),
  route('/course-place-registration/:id/ratings', 'classroom', '003'),
  route('/course-place-list', 'classroom', '003'),

  route('/ecourse/new/:courseId', 'elearning', '001'),
  route('/ecourse/:id/edit/:tab?', 'elearning', '001'),
  route('/ecourse/:id/copy', 'elearning', '001'),
  route('/ecourse/:id/evaluations', 'elearning', '001'),
  route('/ecourses', 'elearning', '001'),
  route('/hotworks', 'elearning', '001'),
  route('/hotworks/:id', 'elearning', '001'),
  route('/license/ecourse/:id', 'elearning', '001'),
  route('/license/clcourse/:id', 'elearning', '001'),
  route('/scorm/admin', 'elearning', '001'),
  route('/scorm/run/:id', 'elearning', '001'),
  route('/scorm/runScormSessionId/:id', 'elearning', '001'),
  route('/scorm/remote/:token', 'elearning', '001'),
  route('/scorm/remote/session/:id', 'elearning', '001'),
  route('/ocs/course/:useruuid/:licenseuuid', 'elearning', '001'),

  route('/my-company', 'company', '001'),
  route('/my-company/add-user', 'company', '001'),
  route('/my-company/users', 'company', '001'),
  route('/my-company/users/:id/:tab?', 'company', '001'),
  route('/my-company/licenses/:licenseType', 'company', '001'),
  route('/my-company/departments', 'company', '001'),
  route('/my-company/external-course-id', 'company', '001'),
  route('/my-company/documents', 'company', '001'),
  route('/purchaseconfirmation/:purchaseId', 'company', '001'),
  route('/confirmation/:orderId', 'company', '001'),
  route('/app/customer-admin/customer/:id', 'company', '002'),
  route('/app/mycompany/home', 'company', '002'),
  route('/customer-registration/customer-info', 'company', '003'),

  route('/atriumusersearch', 'users', '002'),
  route('/atriumusersearch/merge/:userId', 'users', '002'),
  route('/atriumusersearch/users/:userId/:tab?', 'users', '002'),
  route('/superoffice/customer', 'users', '002'),
  route('/user-mass-import', 'users', '003'),
  route('/instructor-list', 'users', '003'),
  // Whoever cannot sign in is the one who needs these.
  route('/password/reset/:id', 'users', '001', { signedOut: true }),
  route('/password/forgot', 'users', '001', { signedOut: true }),
  route('/copnologin', 'users', '001'),
  route('/conoco-phillips', 'users', '001'),

  route('/elearningpackage/tasks', 'authoring', '003'),
  route('/elearningpackage/edittask/:uuid?', 'authoring', '003'),
  route('/elearningpackage/lessons', 'authoring', '003'),
  route('/elearningpackage/editlesson/:uuid', 'authoring', '003'),
  route('/elearningpackage/files', 'authoring', '003'),
  route('/elearningpackage/packages', 'authoring', '003'),
  route('/elearningpackage/editpackage/:uuid?/:chapter?/:lesson?/:exam?', 'authoring', '003'),
  route('/elearningpackage/taskimport', 'authoring', '003'),
  route('/elearningpackage/noaccess', 'authoring', '003'),
  route('/elearningpackage/tags', 'authoring', '003'),
  route('/elearningpackage/script/:uuid', 'authoring', '003'),

  route('/classroom-search', 'reports', '003'),
  route('/classroom-search/:type', 'reports', '003'),
  route('/reports-classroom', 'reports', '002'),
  route('/elearning-search', 'reports', '003'),
  route('/orderticker', 'reports', '003'),
  route('/app/webshop/cart', 'reports', '003'),
  route('/batchinvoice/start', 'reports', '003'),
  route('/batchinvoice/process', 'reports', '003'),
  route('/sales/course-extra/search', 'reports', '003'),
  route('/tkadash/show', 'reports', '003'),
  route('/eca/dashboard', 'reports', '003'),
];

export const areas: readonly Area[] = ['classroom', 'elearning', 'company', 'users', 'authoring', 'reports'];
