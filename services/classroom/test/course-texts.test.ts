import { setUpCourseTestApp, staff } from './course-test-app';

const context = setUpCourseTestApp();

const text = (locale: string, main: string) => ({
  locale,
  courseTextMain: { title: `Title ${locale}`, text: main },
  courseTextOverview: '<ul><li>One</li></ul>',
  courseTextParticipantInfo: '',
  courseTextCompetence: '',
  courseTextRegulations: '',
  courseTextTerms: '',
  courseTextDiploma: '',
  courseTextCourseManual: '',
  courseEvaluation: '',
});

describe('course texts', () => {
  it('stores texts per locale, sanitised on the server', async () => {
    const url = `/api/classroom/data/classroomCourse/${context.course.id}/courseTexts`;
    const dirty =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src="https://e.x/a.png" style="float: left; position: fixed; width: 50%"></p>';
    const res = await context.app.inject({
      method: 'POST',
      url,
      headers: { cookie: staff },
      payload: [text('nb_NO', dirty), text('en_US', '<p>Hello</p>')],
    });
    expect(res.statusCode).toBe(200);
    const [en, nb] = res.json();
    expect(en.locale).toBe('en_US');
    expect(nb.courseTextMain.text).toBe(
      '<p>Hi <strong>there</strong> <a rel="noopener noreferrer">x</a> <img src="https://e.x/a.png" style="float:left;width:50%" /></p>',
    );
    expect(nb.courseTextOverview).toBe('<ul><li>One</li></ul>');
    expect((await context.app.inject({ url, headers: { cookie: staff } })).json()).toHaveLength(2);
  });

  it('accepts a video link only with its 11-character video id, else 400 naming the field (document 001 §9)', async () => {
    const url = `/api/classroom/data/classroomCourse/${context.course.id}/courseTexts`;
    const save = (overview: string) =>
      context.app.inject({
        method: 'POST',
        url,
        headers: { cookie: staff },
        payload: [{ ...text('nb_NO', ''), courseTextOverview: overview }],
      });
    const refused = await save('<p><a href="https://www.youtube.com/watch?v=short">Film</a></p>');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'body.0.courseTextOverview': 'richtext.video.noId' });
    const channel = await save('<p><a href="https://youtube.com/@atrium">Kanal</a></p>');
    expect(channel.json().fields).toEqual({ 'body.0.courseTextOverview': 'richtext.video.noId' });
    const accepted = await save(
      '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=1">Film</a> <a href="https://example.com/x">x</a></p>',
    );
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a locale twice', async () => {
    const url = `/api/classroom/data/classroomCourse/${context.course.id}/courseTexts`;
    const res = await context.app.inject({
      method: 'POST',
      url,
      headers: { cookie: staff },
      payload: [text('nb_NO', ''), text('nb_NO', '')],
    });
    expect(res.statusCode).toBe(400);
  });
});
