import type { Migration } from 'kysely';
import * as classroomDiplomas from './0110-classroom-diplomas';
import * as publishedDepartmentJoin from './0111-published-department-join';
import * as classroomReminders from './0112-classroom-reminders';
import * as privateCustomers from './0114-private-customers';
import * as publishedPersonMove from './0117-published-person-move';
import * as initial from './0001-initial';
import * as customerSearch from './0002-customer-search';
import * as publishedViews from './0003-published-views';
import * as departments from './0004-departments';
import * as customerPickerFields from './0005-customer-picker-fields';
import * as publishedCustomerSite from './0006-published-customer-site';
import * as licenseReports from './0007-license-reports';
import * as departmentAdmin from './0008-department-admin';
import * as externalProductIds from './0009-external-product-ids';
import * as companyDocuments from './0010-company-documents';
import * as publishedPersonExport from './0030-published-person-export';
import * as controlSite from './0100-control-site';
import * as publishedCrmCustomers from './0101-published-crm-customers';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-customer-search': customerSearch,
  '0003-published-views': publishedViews,
  '0004-departments': departments,
  '0005-customer-picker-fields': customerPickerFields,
  '0006-published-customer-site': publishedCustomerSite,
  '0007-license-reports': licenseReports,
  '0008-department-admin': departmentAdmin,
  '0009-external-product-ids': externalProductIds,
  '0010-company-documents': companyDocuments,
  '0030-published-person-export': publishedPersonExport,
  '0100-control-site': controlSite,
  '0101-published-crm-customers': publishedCrmCustomers,
  '0110-classroom-diplomas': classroomDiplomas,
  '0111-published-department-join': publishedDepartmentJoin,
  '0112-classroom-reminders': classroomReminders,
  '0114-private-customers': privateCustomers,
  '0117-published-person-move': publishedPersonMove,
};
