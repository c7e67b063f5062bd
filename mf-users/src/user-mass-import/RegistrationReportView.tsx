import { useT } from '@atrium/shared-ui';
import type { RegistrationReport } from '@atrium/users-contract';

/** What a registration creates and changes (the dry run) or created and changed (the result), counted, by course and by department. */
export function RegistrationReportView({ report }: { report: RegistrationReport }) {
  const t = useT();
  const count = (action: string, context?: string) =>
    report.people.filter((person) => person.action === action && (context === undefined || person.context === context)).length;
  return (
    <div className="atr-mass-import-report">
      <ul>
        <li>{t('userMassImport.report.create', { count: count('create') })}</li>
        <li>{t('userMassImport.report.keep', { count: count('keep') })}</li>
        {count('keep', 'create') > 0 && <li>{t('userMassImport.report.contextCreate', { count: count('keep', 'create') })}</li>}
        {count('keep', 'reactivate') > 0 && <li>{t('userMassImport.report.contextReactivate', { count: count('keep', 'reactivate') })}</li>}
        {report.licenses.map((license) => (
          <li key={`l${license.ecourseId}`}>
            {t('userMassImport.report.licenses', { count: license.granted, title: license.title, held: license.alreadyHeld })}
          </li>
        ))}
        {report.places.map((place) => (
          <li key={`p${place.instanceId}`}>
            {t('userMassImport.report.places', { count: place.enrolled, title: place.title, on: place.alreadyOn })}
          </li>
        ))}
        {report.departments.map((department) => (
          <li key={`d${department.name}`}>
            {t(department.created ? 'userMassImport.report.departmentNew' : 'userMassImport.report.department', {
              count: department.joined,
              name: department.name,
            })}
          </li>
        ))}
        <li>{t('userMassImport.report.emails', { count: report.emails })}</li>
        {report.sms && <li>{t('userMassImport.report.sms')}</li>}
      </ul>
    </div>
  );
}
