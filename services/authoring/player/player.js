/*
 * The player of an exported Atrium package (decision 0193): one SCO that presents the chapters and lessons, runs the
 * tasks and the exam, and reports to the LMS through the SCORM API of the version it was exported for. Plain ES5
 * with no libraries, so it runs in any LMS's browser. The course itself is window.ATRIUM_COURSE (content.js).
 */
(function () {
  'use strict';
  var course = window.ATRIUM_COURSE;
  var SUSPEND_LIMIT = 4096;
  var root = document.getElementById('player');
  var texts = course.labels;

  // ---- The LMS: SCORM 1.2 (API) or SCORM 2004 (API_1484_11), found in a parent or opener window.
  function findApi(name) {
    var win = window;
    for (var depth = 0; win && depth < 20; depth++) {
      try {
        if (win[name]) return win[name];
      } catch (e) {
        /* a foreign frame: look no further up */
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    try {
      if (window.opener && window.opener[name]) return window.opener[name];
    } catch (e) {
      /* no opener API */
    }
    return null;
  }
  var v2004 = course.scormVersion === '2004';
  var api = findApi(v2004 ? 'API_1484_11' : 'API');
  // A lesson page that is itself a SCORM package (an imported one, decision 0254) looks for the API in its parents: it
  // finds this stand-in first, so its own calls never end or overwrite the session this player reports to.
  (function shieldLessonPages() {
    function yes() {
      return 'true';
    }
    function empty() {
      return '';
    }
    function noError() {
      return '0';
    }
    var standIn = {
      LMSInitialize: yes,
      LMSFinish: yes,
      LMSCommit: yes,
      LMSSetValue: yes,
      LMSGetValue: empty,
      LMSGetLastError: noError,
      LMSGetErrorString: empty,
      LMSGetDiagnostic: empty,
      Initialize: yes,
      Terminate: yes,
      Commit: yes,
      SetValue: yes,
      GetValue: empty,
      GetLastError: noError,
      GetErrorString: empty,
      GetDiagnostic: empty,
    };
    // An LMS that put its API on this very window keeps it (the lesson pages then reach it, as in any frame).
    if (!window.API) window.API = standIn;
    if (!window.API_1484_11) window.API_1484_11 = standIn;
  })();
  function call(name12, name2004, args) {
    if (!api) return '';
    var fn = api[v2004 ? name2004 : name12];
    return fn ? String(fn.apply(api, args)) : '';
  }
  var lms = {
    init: function () {
      return call('LMSInitialize', 'Initialize', ['']);
    },
    get: function (element) {
      return call('LMSGetValue', 'GetValue', [element]);
    },
    set: function (element, value) {
      return call('LMSSetValue', 'SetValue', [element, String(value)]);
    },
    commit: function () {
      return call('LMSCommit', 'Commit', ['']);
    },
    finish: function () {
      return call('LMSFinish', 'Terminate', ['']);
    },
  };

  // ---- The lessons in order, each with a key of its place.
  var lessons = [];
  course.chapters.forEach(function (chapter, c) {
    chapter.lessons.forEach(function (lesson, l) {
      lessons.push({ chapter: c, index: l, lesson: lesson });
    });
  });

  // ---- Resume state: visited lessons as hex digits (4 lessons a digit), where the learner was, the exam result.
  var state = { visited: [], location: 'menu', exam: null };
  function encodeVisited() {
    var out = '';
    for (var i = 0; i < lessons.length; i += 4) {
      var digit = 0;
      for (var b = 0; b < 4; b++) if (state.visited[i + b]) digit |= 1 << b;
      out += digit.toString(16);
    }
    return out;
  }
  function decodeVisited(hex) {
    var visited = [];
    for (var i = 0; i < hex.length; i++) {
      var digit = parseInt(hex.charAt(i), 16) || 0;
      for (var b = 0; b < 4; b++) visited[i * 4 + b] = (digit & (1 << b)) !== 0;
    }
    return visited.slice(0, lessons.length);
  }
  function suspendData() {
    var exam = state.exam ? state.exam.score + (state.exam.passed ? 'p' : 'f') : '';
    var data = 'v1|' + encodeVisited() + '|' + state.location + '|' + exam;
    // Never beyond SCORM 1.2's 4096 characters: the place is the part that may go.
    return data.length <= SUSPEND_LIMIT ? data : data.slice(0, SUSPEND_LIMIT);
  }
  function restore(data) {
    var parts = String(data || '').split('|');
    if (parts[0] !== 'v1') return;
    state.visited = decodeVisited(parts[1] || '');
    state.location = parts[2] || 'menu';
    var exam = /^(\d+)([pf])$/.exec(parts[3] || '');
    if (exam) state.exam = { score: Number(exam[1]), passed: exam[2] === 'p' };
  }

  function visitedCount() {
    var n = 0;
    for (var i = 0; i < lessons.length; i++) if (state.visited[i]) n++;
    return n;
  }
  function lessonsDone() {
    return visitedCount() === lessons.length;
  }
  function completed() {
    return lessonsDone() && (!course.exam || state.exam !== null);
  }
  function progress() {
    var steps = lessons.length + (course.exam ? 1 : 0);
    var done = visitedCount() + (course.exam && state.exam ? 1 : 0);
    return steps === 0 ? 1 : done / steps;
  }

  // ---- What the LMS is told after every step.
  function report() {
    lms.set(v2004 ? 'cmi.location' : 'cmi.core.lesson_location', state.location);
    lms.set('cmi.suspend_data', suspendData());
    if (v2004) {
      lms.set('cmi.progress_measure', progress().toFixed(2));
      lms.set('cmi.completion_status', completed() ? 'completed' : 'incomplete');
      if (state.exam) {
        lms.set('cmi.score.min', 0);
        lms.set('cmi.score.max', 100);
        lms.set('cmi.score.raw', state.exam.score);
        lms.set('cmi.score.scaled', (state.exam.score / 100).toFixed(2));
        lms.set('cmi.success_status', state.exam.passed ? 'passed' : 'failed');
      }
    } else {
      if (state.exam) {
        lms.set('cmi.core.score.min', 0);
        lms.set('cmi.core.score.max', 100);
        lms.set('cmi.core.score.raw', state.exam.score);
      }
      // The exam decides a 1.2 course's one status; without an exam, visiting every lesson completes it.
      var status = state.exam ? (state.exam.passed ? 'passed' : 'failed') : completed() ? 'completed' : 'incomplete';
      lms.set('cmi.core.lesson_status', status);
    }
    lms.commit();
  }

  // ---- Screens.
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var key in attrs || {}) {
      if (key === 'text') node.textContent = attrs[key];
      else if (key === 'html') node.innerHTML = attrs[key];
      else if (key === 'onclick') node.onclick = attrs[key];
      else node.setAttribute(key, attrs[key]);
    }
    (children || []).forEach(function (child) {
      if (child) node.appendChild(child);
    });
    return node;
  }
  function show(nodes, focusHeading) {
    root.innerHTML = '';
    nodes.forEach(function (node) {
      if (node) root.appendChild(node);
    });
    var heading = root.querySelector('h1, h2');
    if (focusHeading && heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  }
  function progressLine() {
    return el('p', { class: 'progress', text: texts.progress.replace('{done}', visitedCount()).replace('{total}', lessons.length) });
  }

  function menu() {
    state.location = 'menu';
    report();
    var nodes = [el('h1', { text: course.title }), course.intro ? el('div', { html: course.introHtml }) : null, progressLine()];
    course.chapters.forEach(function (chapter, c) {
      var list = el('ol');
      lessons.forEach(function (entry, i) {
        if (entry.chapter !== c) return;
        list.appendChild(
          el('li', {}, [
            el('button', {
              class: state.visited[i] ? 'visited' : '',
              onclick: function () {
                lesson(i);
              },
              text: entry.lesson.title,
            }),
          ]),
        );
      });
      nodes.push(el('section', { class: 'chapter', 'aria-label': chapter.title }, [el('h2', { text: chapter.title }), list]));
    });
    if (course.exam) {
      nodes.push(el('h2', { text: texts.exam }));
      if (state.exam) nodes.push(resultLine());
      nodes.push(el('button', { class: 'primary', onclick: exam, text: state.exam ? texts.retakeExam : texts.startExam }));
    }
    if (completed()) nodes.push(el('p', { text: texts.courseCompleted }));
    nodes.push(el('button', { onclick: finish, text: texts.finish }));
    show(nodes, false);
  }

  function taskFieldset(task, name) {
    var type = task.multiple ? 'checkbox' : 'radio';
    var options = task.options.map(function (option, o) {
      var id = name + '-' + o;
      return el('div', {}, [
        el('input', { type: type, name: name, id: id, value: String(o) }),
        el('label', { for: id, text: ' ' + option.text }),
      ]);
    });
    return el('fieldset', { 'data-task': name }, [el('legend', { text: task.question })].concat(options));
  }
  function answeredRight(task, name) {
    var inputs = root.querySelectorAll('fieldset[data-task="' + name + '"] input');
    for (var i = 0; i < inputs.length; i++) if (inputs[i].checked !== task.options[i].correct) return false;
    return true;
  }

  function lesson(i) {
    var entry = lessons[i];
    var item = entry.lesson;
    state.visited[i] = true;
    state.location = 'l' + i;
    report();
    var nodes = [el('h1', { text: item.title }), progressLine()];
    if (item.body) nodes.push(el('div', { html: item.body }));
    if (item.html) nodes.push(el('iframe', { class: 'lesson-frame', src: item.html, title: item.title }));
    // HLS where the browser plays it (Safari, most phones), the mp4 elsewhere.
    if (item.video || item.hls) {
      var sources = [];
      if (item.hls) sources.push(el('source', { src: item.hls, type: 'application/vnd.apple.mpegurl' }));
      if (item.video) sources.push(el('source', { src: item.video, type: /\.mp4$/i.test(item.video) ? 'video/mp4' : '' }));
      nodes.push(el('video', { controls: 'controls', preload: 'metadata', 'aria-label': item.title }, sources));
    }
    if (item.tasks && item.tasks.length) {
      var results = el('p', { role: 'status' });
      item.tasks.forEach(function (task, t) {
        nodes.push(taskFieldset(task, 'l' + i + 't' + t));
      });
      nodes.push(
        el('button', {
          onclick: function () {
            var right = 0;
            item.tasks.forEach(function (task, t) {
              if (answeredRight(task, 'l' + i + 't' + t)) right++;
            });
            results.textContent = texts.tasksChecked.replace('{right}', right).replace('{total}', item.tasks.length);
          },
          text: texts.checkAnswers,
        }),
      );
      nodes.push(results);
    }
    (item.links || []).forEach(function (link) {
      nodes.push(el('p', {}, [el('a', { href: link.href, target: '_blank', rel: 'noopener', text: link.text })]));
    });
    var nav = el('nav', { 'aria-label': texts.navigation });
    nav.appendChild(el('button', { onclick: menu, text: texts.menu }));
    if (i + 1 < lessons.length)
      nav.appendChild(
        el('button', {
          class: 'primary',
          onclick: function () {
            lesson(i + 1);
          },
          text: texts.next,
        }),
      );
    nodes.push(nav);
    show(nodes, true);
  }

  function resultLine() {
    return el('p', {
      class: state.exam.passed ? 'right' : 'wrong',
      text: (state.exam.passed ? texts.examPassed : texts.examFailed)
        .replace('{score}', state.exam.score)
        .replace('{required}', course.examPercentRequired),
    });
  }

  // Each exam draws `take` tasks of each group at random; the score is the share answered right.
  function exam() {
    state.location = 'exam';
    report();
    var drawn = [];
    course.examGroups.forEach(function (group) {
      var pool = group.tasks.slice();
      for (var n = 0; n < group.take && pool.length; n++) drawn.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]);
    });
    var nodes = [el('h1', { text: texts.exam }), el('p', { text: texts.examRequired.replace('{required}', course.examPercentRequired) })];
    drawn.forEach(function (task, t) {
      nodes.push(taskFieldset(task, 'e' + t));
    });
    nodes.push(
      el('button', {
        class: 'primary',
        onclick: function () {
          var right = 0;
          drawn.forEach(function (task, t) {
            if (answeredRight(task, 'e' + t)) right++;
          });
          var score = drawn.length ? Math.round((right / drawn.length) * 100) : 100;
          state.exam = { score: score, passed: score >= course.examPercentRequired };
          menu();
        },
        text: texts.submitExam,
      }),
    );
    show(nodes, true);
  }

  var finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    report();
    lms.set(v2004 ? 'cmi.exit' : 'cmi.core.exit', completed() ? '' : 'suspend');
    lms.finish();
    show([el('h1', { text: course.title }), el('p', { text: texts.closed })], true);
  }

  lms.init();
  restore(lms.get('cmi.suspend_data'));
  if (!v2004 && lms.get('cmi.core.lesson_status') === 'not attempted') lms.set('cmi.core.lesson_status', 'incomplete');
  window.addEventListener('pagehide', function () {
    if (!finished) {
      finished = true;
      report();
      lms.set(v2004 ? 'cmi.exit' : 'cmi.core.exit', 'suspend');
      lms.finish();
    }
  });
  var resumeAt = /^l(\d+)$/.exec(state.location);
  if (resumeAt && lessons[Number(resumeAt[1])]) lesson(Number(resumeAt[1]));
  else menu();
})();
