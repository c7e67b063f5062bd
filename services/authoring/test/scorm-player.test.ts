/** @jest-environment jsdom */
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUSPEND_DATA_LIMIT } from '@atrium/authoring-contract';
import { PLAYER_LABELS } from '../src/scorm-export/player-labels';

// The exported player (services/authoring/player/player.js) run against a fake LMS: what it reports for a pass, a
// fail and a resume, in both SCORM versions (decision 0193).
const PLAYER = readFileSync(path.join(__dirname, '../player/player.js'), 'utf8');

const task = (question: string) => ({
  question,
  multiple: false,
  options: [
    { text: 'Right', correct: true },
    { text: 'Wrong', correct: false },
  ],
});

function course(version: '12' | '2004', lessonCount = 2) {
  return {
    scormVersion: version,
    title: 'Course',
    intro: false,
    introHtml: '',
    exam: true,
    examPercentRequired: 70,
    labels: PLAYER_LABELS.en_US,
    chapters: [
      {
        title: 'One',
        lessons: Array.from({ length: lessonCount }, (_, i) => ({
          title: `Lesson ${i + 1}`,
          body: '',
          html: null,
          video: null,
          hls: null,
          tasks: [],
          links: [],
        })),
      },
    ],
    examGroups: [{ take: 2, tasks: [task('A'), task('B')] }],
  };
}

/** A fake LMS API of either version keeping what the player sets. */
function lms(version: '12' | '2004', initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial };
  const api = {
    get: (key: string) => data[key] ?? '',
    set: (key: string, value: string) => ((data[key] = value), 'true'),
    ok: () => 'true',
  };
  (window as unknown as Record<string, unknown>)[version === '12' ? 'API' : 'API_1484_11'] =
    version === '12'
      ? { LMSInitialize: api.ok, LMSGetValue: api.get, LMSSetValue: api.set, LMSCommit: api.ok, LMSFinish: api.ok }
      : { Initialize: api.ok, GetValue: api.get, SetValue: api.set, Commit: api.ok, Terminate: api.ok };
  return data;
}

function start(version: '12' | '2004', initial: Record<string, string> = {}, lessonCount = 2) {
  delete (window as unknown as Record<string, unknown>).API;
  delete (window as unknown as Record<string, unknown>).API_1484_11;
  document.body.innerHTML = '<main id="player"></main>';
  (window as unknown as Record<string, unknown>).ATRIUM_COURSE = course(version, lessonCount);
  const data = lms(version, initial);
  // As the exported index.html loads it: a classic script in the page.
  const script = document.createElement('script');
  script.textContent = PLAYER;
  document.body.appendChild(script);
  return data;
}

const button = (name: string) => [...document.querySelectorAll('button')].find((one) => one.textContent === name)!;
function takeExam(answer: 'Right' | 'Wrong') {
  button('Start the exam').click();
  for (const label of [...document.querySelectorAll('label')].filter((one) => one.textContent?.trim() === answer))
    (document.getElementById(label.getAttribute('for')!) as HTMLInputElement).checked = true;
  button('Submit the exam').click();
}

it.each(['12', '2004'] as const)(
  'SCORM %s: seeing every lesson and passing the exam reports completion, success and the score',
  (version) => {
    const data = start(version);
    button('Lesson 1').click();
    button('Next lesson').click();
    button('Back to the contents').click();
    takeExam('Right');
    if (version === '12') expect(data).toMatchObject({ 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '100' });
    else
      expect(data).toMatchObject({
        'cmi.completion_status': 'completed',
        'cmi.success_status': 'passed',
        'cmi.score.scaled': '1.00',
        'cmi.progress_measure': '1.00',
      });
  },
);

it.each(['12', '2004'] as const)('SCORM %s: an exam under examPercentRequired fails', (version) => {
  const data = start(version);
  takeExam('Wrong');
  if (version === '12') expect(data).toMatchObject({ 'cmi.core.lesson_status': 'failed', 'cmi.core.score.raw': '0' });
  else expect(data).toMatchObject({ 'cmi.completion_status': 'incomplete', 'cmi.success_status': 'failed', 'cmi.score.raw': '0' });
});

it('resumes from suspend data: the lessons seen and the place', () => {
  const first = start('12');
  button('Lesson 2').click();
  const resumed = start('12', { 'cmi.suspend_data': first['cmi.suspend_data']!, 'cmi.core.lesson_status': 'incomplete' });
  expect(document.querySelector('h1')?.textContent).toBe('Lesson 2');
  button('Back to the contents').click();
  expect(button('Lesson 2').className).toBe('visited');
  expect(button('Lesson 1').className).toBe('');
  expect(resumed['cmi.core.lesson_location']).toBe('menu');
});

it('keeps suspend data within SCORM 1.2\u2019s 4096 characters, even for a very long course', () => {
  const data = start('12', {}, 16_000);
  for (const lesson of ['Lesson 1', 'Lesson 9000', 'Lesson 16000']) {
    button(lesson).click();
    button('Back to the contents').click();
  }
  expect(data['cmi.suspend_data']!.length).toBeLessThanOrEqual(SUSPEND_DATA_LIMIT);
  const resumed = start('12', { 'cmi.suspend_data': data['cmi.suspend_data']! }, 16_000);
  expect(button('Lesson 9000').className).toBe('visited');
  expect(resumed['cmi.suspend_data']!.length).toBeLessThanOrEqual(SUSPEND_DATA_LIMIT);
});

it('gives lesson pages a stand-in API, so an imported SCORM page never finishes the session the player reports to', () => {
  delete (window as unknown as Record<string, unknown>).API;
  delete (window as unknown as Record<string, unknown>).API_1484_11;
  document.body.innerHTML = '<main id="player"></main>';
  (window as unknown as Record<string, unknown>).ATRIUM_COURSE = course('12');
  // The LMS is found in the opener (as in a parent frame): the player reports there.
  const finished: string[] = [];
  const set: Record<string, string> = {};
  const lmsApi = {
    LMSInitialize: () => 'true',
    LMSGetValue: () => '',
    LMSSetValue: (key: string, value: string) => ((set[key] = value), 'true'),
    LMSCommit: () => 'true',
    LMSFinish: () => (finished.push('finish'), 'true'),
  };
  Object.defineProperty(window, 'opener', { value: { API: lmsApi }, configurable: true, writable: true });
  const script = document.createElement('script');
  script.textContent = PLAYER;
  document.body.appendChild(script);
  button('Lesson 1').click();
  expect(set['cmi.core.lesson_location']).toBeDefined();
  // What a lesson page finds walking up its parents: the stand-in, which answers and keeps nothing.
  const standIn = (window as unknown as { API: Record<string, (...args: string[]) => string> }).API;
  expect(standIn).not.toBe(lmsApi);
  expect(standIn.LMSInitialize!('')).toBe('true');
  expect(standIn.LMSSetValue!('cmi.core.lesson_status', 'failed')).toBe('true');
  expect(standIn.LMSFinish!('')).toBe('true');
  expect(finished).toEqual([]);
  expect(set['cmi.core.lesson_status']).not.toBe('failed');
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});
