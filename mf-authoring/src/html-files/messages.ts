import { registerMessages } from '@atrium/shared-ui';

// An HTML v2 lesson's files in their folders (document 003 §7 html v2 file list, delete, upload; decision 0249).
registerMessages('en_US', {
  'kpg.htmlFiles.path': 'Folder',
  'kpg.htmlFiles.top': 'All files',
  'kpg.htmlFiles.contents': 'Contents of {folder}',
  'kpg.htmlFiles.empty': 'This folder has no files yet.',
  'kpg.htmlFiles.folder': 'Folder {name}',
  'kpg.htmlFiles.fileCount.one': '{count} file',
  'kpg.htmlFiles.fileCount.other': '{count} files',
  'kpg.htmlFiles.deleteFolder': 'Delete the folder {name} with all in it',
  'kpg.htmlFiles.deleted.one': '{count} file deleted',
  'kpg.htmlFiles.deleted.other': '{count} files deleted',
  'kpg.htmlFiles.uploadFiles': 'Upload files to this folder',
  'kpg.htmlFiles.uploadFolder': 'Upload a whole folder here',
  'kpg.files.foldersOnlyHtmlV2': 'Only HTML v2 lessons keep files in folders.',
});
registerMessages('nb_NO', {
  'kpg.htmlFiles.path': 'Mappe',
  'kpg.htmlFiles.top': 'Alle filer',
  'kpg.htmlFiles.contents': 'Innholdet i {folder}',
  'kpg.htmlFiles.empty': 'Denne mappen har ingen filer ennå.',
  'kpg.htmlFiles.folder': 'Mappen {name}',
  'kpg.htmlFiles.fileCount.one': '{count} fil',
  'kpg.htmlFiles.fileCount.other': '{count} filer',
  'kpg.htmlFiles.deleteFolder': 'Slett mappen {name} med alt innhold',
  'kpg.htmlFiles.deleted.one': '{count} fil slettet',
  'kpg.htmlFiles.deleted.other': '{count} filer slettet',
  'kpg.htmlFiles.uploadFiles': 'Last opp filer til denne mappen',
  'kpg.htmlFiles.uploadFolder': 'Last opp en hel mappe hit',
  'kpg.files.foldersOnlyHtmlV2': 'Bare HTML v2-leksjoner har filer i mapper.',
});
registerMessages('sv_SE', {
  'kpg.htmlFiles.path': 'Mapp',
  'kpg.htmlFiles.top': 'Alla filer',
  'kpg.htmlFiles.contents': 'Innehållet i {folder}',
  'kpg.htmlFiles.empty': 'Den här mappen har inga filer ännu.',
  'kpg.htmlFiles.folder': 'Mappen {name}',
  'kpg.htmlFiles.fileCount.one': '{count} fil',
  'kpg.htmlFiles.fileCount.other': '{count} filer',
  'kpg.htmlFiles.deleteFolder': 'Ta bort mappen {name} med allt innehåll',
  'kpg.htmlFiles.deleted.one': '{count} fil borttagen',
  'kpg.htmlFiles.deleted.other': '{count} filer borttagna',
  'kpg.htmlFiles.uploadFiles': 'Ladda upp filer till den här mappen',
  'kpg.htmlFiles.uploadFolder': 'Ladda upp en hel mapp hit',
  'kpg.files.foldersOnlyHtmlV2': 'Endast HTML v2-lektioner har filer i mappar.',
});
