import { registerMessages } from '@atrium/shared-ui';

registerMessages('en_US', {
  'scorm.admin.title': 'Course packages',
  'scorm.admin.withPackage': 'Courses with a package',
  'scorm.admin.withoutPackage': 'Courses without a package',
  'scorm.admin.course': 'Course',
  'scorm.admin.package': 'Package',
  'scorm.admin.type': 'Type',
  'scorm.admin.upload': 'Upload package for {course}',
  'scorm.admin.none': 'No courses',
  'scorm.upload.success': 'SCORM package uploaded successfully',
  'scorm.upload.onlyZip': 'Only zip files are allowed',
  'scorm.upload.failed': 'Upload failed: {message}',
});
registerMessages('nb_NO', {
  'scorm.admin.title': 'Kurspakker',
  'scorm.admin.withPackage': 'Kurs med pakke',
  'scorm.admin.withoutPackage': 'Kurs uten pakke',
  'scorm.admin.course': 'Kurs',
  'scorm.admin.package': 'Pakke',
  'scorm.admin.type': 'Type',
  'scorm.admin.upload': 'Last opp pakke for {course}',
  'scorm.admin.none': 'Ingen kurs',
  'scorm.upload.success': 'SCORM-pakken er lastet opp',
  'scorm.upload.onlyZip': 'Bare zip-filer er tillatt',
  'scorm.upload.failed': 'Opplastingen feilet: {message}',
});

registerMessages('sv_SE', {
  'scorm.admin.title': 'Kurspaket',
  'scorm.admin.withPackage': 'Kurser med paket',
  'scorm.admin.withoutPackage': 'Kurser utan paket',
  'scorm.admin.course': 'Kurs',
  'scorm.admin.package': 'Paket',
  'scorm.admin.type': 'Typ',
  'scorm.admin.upload': 'Ladda upp paket för {course}',
  'scorm.admin.none': 'Inga kurser',
  'scorm.upload.success': 'SCORM-paketet har laddats upp',
  'scorm.upload.onlyZip': 'Bara zip-filer är tillåtna',
  'scorm.upload.failed': 'Uppladdningen misslyckades: {message}',
});
