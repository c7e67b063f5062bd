import { registerMessages } from '@atrium/shared-ui';

// The read-only lesson view an instructor opens from the instructor page (decision 0251).
registerMessages('en_US', {
  'kpg.lessonView.type': 'Lesson type: {type}',
  'kpg.lessonView.video': 'Lesson video',
  'kpg.lessonView.videoUrl': 'Watch the video (opens in a new window)',
  'kpg.lessonView.html': 'Lesson content: {title}',
  'kpg.lessonView.tasks': 'The learner answers this lesson’s tasks in the course.',
  'kpg.lessonView.files': 'Files of the lesson',
  'kpg.lessonView.links': 'Links at the end of the lesson',
});
registerMessages('nb_NO', {
  'kpg.lessonView.type': 'Leksjonstype: {type}',
  'kpg.lessonView.video': 'Leksjonens video',
  'kpg.lessonView.videoUrl': 'Se videoen (åpnes i et nytt vindu)',
  'kpg.lessonView.html': 'Leksjonens innhold: {title}',
  'kpg.lessonView.tasks': 'Deltakeren svarer på leksjonens oppgaver i kurset.',
  'kpg.lessonView.files': 'Leksjonens filer',
  'kpg.lessonView.links': 'Lenker på slutten av leksjonen',
});
registerMessages('sv_SE', {
  'kpg.lessonView.type': 'Lektionstyp: {type}',
  'kpg.lessonView.video': 'Lektionens video',
  'kpg.lessonView.videoUrl': 'Se videon (öppnas i ett nytt fönster)',
  'kpg.lessonView.html': 'Lektionens innehåll: {title}',
  'kpg.lessonView.tasks': 'Deltagaren svarar på lektionens uppgifter i kursen.',
  'kpg.lessonView.files': 'Lektionens filer',
  'kpg.lessonView.links': 'Länkar i slutet av lektionen',
});
