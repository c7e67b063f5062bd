/*
 * Atrium remote SCORM wrapper: the one SCO of the package a customer imports into its own LMS. It holds no
 * course content. It frames Atrium's runtime for the learner the LMS names and relays the progress the
 * runtime posts back into the LMS's SCORM API. index.html sets window.ATRIUM_REMOTE (the runtime's address
 * and origin, the SCORM version of this package, the texts). Plain ES2017 without a build step: it runs in
 * whatever browser the customer's learners have.
 */
(function () {
  'use strict';

  // Deeper parent or opener chains are loops or foreign frames, not an LMS.
  const MAX_DEPTH = 10;

  const SCORM = {
    12: {
      api: 'API',
      calls: { initialize: 'LMSInitialize', get: 'LMSGetValue', set: 'LMSSetValue', commit: 'LMSCommit', finish: 'LMSFinish' },
      learnerId: 'cmi.core.student_id',
      learnerName: 'cmi.core.student_name',
      status: 'cmi.core.lesson_status',
      untouched: ['', 'not attempted'],
      progress: progress12,
      sessionTime: 'cmi.core.session_time',
      formatTime: timespan12,
      exit: 'cmi.core.exit',
      exitWhenDone: '',
      done: ['completed', 'passed', 'failed'],
    },
    2004: {
      api: 'API_1484_11',
      calls: { initialize: 'Initialize', get: 'GetValue', set: 'SetValue', commit: 'Commit', finish: 'Terminate' },
      learnerId: 'cmi.learner_id',
      learnerName: 'cmi.learner_name',
      status: 'cmi.completion_status',
      untouched: ['not attempted', 'unknown'],
      progress: progress2004,
      sessionTime: 'cmi.session_time',
      formatTime: duration2004,
      exit: 'cmi.exit',
      exitWhenDone: 'normal',
      done: ['completed'],
    },
  };

  const config = window.ATRIUM_REMOTE;
  const scorm = SCORM[config.version];
  const startedAt = Date.now();
  const box = document.getElementById('atrium-remote');
  const locale = /^(nb|nn|no|sv)(-|_|$)/i.test(navigator.language || '') ? 'nb_NO' : 'en_US';
  document.documentElement.lang = locale === 'nb_NO' ? 'nb' : 'en';

  function text(key) {
    return (config.messages[locale] || {})[key] || config.messages.en_US[key] || '';
  }

  function show(key) {
    if (box) box.textContent = key ? text(key) : '';
  }

  function number(value) {
    return typeof value === 'number' && isFinite(value) ? value : null;
  }

  function progress12(data) {
    const values = [];
    // The LMS reads the score out of 100: a scaled score says that exactly, a raw one only on a 0-100 scale.
    const scaled = number(data.scoreScaled);
    const raw = scaled !== null ? Math.round(scaled * 100) : number(data.scoreRaw);
    if (raw !== null) values.push(['cmi.core.score.raw', String(raw)], ['cmi.core.score.min', '0'], ['cmi.core.score.max', '100']);
    // 1.2 has one status for both: success outranks completion. Written after the score, so an LMS that
    // derives a status from the score does not get the last word.
    const status =
      data.successStatus === 'passed' || data.successStatus === 'failed'
        ? data.successStatus
        : data.completionStatus === 'completed'
          ? 'completed'
          : 'incomplete';
    values.push(['cmi.core.lesson_status', status]);
    return values;
  }

  function progress2004(data) {
    const values = [];
    const scaled = number(data.scoreScaled);
    const raw = number(data.scoreRaw);
    // A raw score's range is unknown here, so it goes only when there is no scaled one.
    if (scaled !== null) values.push(['cmi.score.scaled', String(scaled)]);
    else if (raw !== null) values.push(['cmi.score.raw', String(raw)]);
    values.push(['cmi.completion_status', data.completionStatus === 'completed' ? 'completed' : 'incomplete']);
    values.push([
      'cmi.success_status',
      data.successStatus === 'passed' || data.successStatus === 'failed' ? data.successStatus : 'unknown',
    ]);
    return values;
  }

  function pad(value) {
    return String(value).padStart(2, '0');
  }

  // CMITimespan HHHH:MM:SS.SS: 2 to 4 hour digits, so at most 9999 hours.
  function timespan12(ms) {
    const centis = Math.min(Math.max(0, Math.round(ms / 10)), 9999 * 360000 + 359999);
    const hours = Math.floor(centis / 360000);
    const minutes = Math.floor((centis % 360000) / 6000);
    const seconds = Math.floor((centis % 6000) / 100);
    return pad(hours) + ':' + pad(minutes) + ':' + pad(seconds) + '.' + pad(centis % 100);
  }

  // ISO 8601 duration with at most hundredths of a second (SCORM 2004 timeinterval), e.g. PT1H2M3.45S.
  function duration2004(ms) {
    const centis = Math.max(0, Math.round(ms / 10));
    const hours = Math.floor(centis / 360000);
    const minutes = Math.floor((centis % 360000) / 6000);
    const seconds = (centis % 6000) / 100;
    const showSeconds = seconds > 0 || (hours === 0 && minutes === 0);
    return 'PT' + (hours ? hours + 'H' : '') + (minutes ? minutes + 'M' : '') + (showSeconds ? seconds + 'S' : '');
  }

  // The standard search: this window and its parents, then the opener and its parents. A cross-origin
  // frame throws on access; it cannot hold the API, so the search goes on past it.
  function searchUp(start, name) {
    let win = start;
    for (let depth = 0; win && depth <= MAX_DEPTH; depth += 1) {
      try {
        if (win[name]) return win[name];
      } catch (error) {
        // cross-origin
      }
      if (win.parent === win) return null;
      win = win.parent;
    }
    return null;
  }

  function findApi(name) {
    const found = searchUp(window, name);
    if (found) return found;
    try {
      return window.opener ? searchUp(window.opener, name) : null;
    } catch (error) {
      return null;
    }
  }

  // LMS APIs answer 'false', return nothing or throw; callers get a string and never an exception.
  function connect(api) {
    function call(method, args) {
      try {
        const result = api[scorm.calls[method]].apply(api, args);
        return result === undefined || result === null ? '' : String(result);
      } catch (error) {
        return '';
      }
    }
    return {
      initialize: () => call('initialize', ['']),
      get: (element) => call('get', [element]),
      set: (element, value) => call('set', [element, value]),
      commit: () => call('commit', ['']),
      finish: () => call('finish', ['']),
    };
  }

  const api = findApi(scorm.api);
  if (!api) {
    show('remoteScorm.wrapper.noLms');
    return;
  }
  const lms = connect(api);
  // An LMS may answer 'false' when the SCO was initialized before and still serve values: whether a learner
  // id comes back decides, not the answer.
  lms.initialize();

  let finished = false;
  // What the LMS holds as far as this wrapper knows: what it read at the start and wrote since.
  const known = {};

  function write(values) {
    let changed = false;
    values.forEach(([element, value]) => {
      if (known[element] === value) return;
      changed = true;
      // A refused value is tried again with the next progress.
      if (lms.set(element, value) !== 'false') known[element] = value;
    });
    if (changed) lms.commit();
  }

  function finish() {
    if (finished) return;
    finished = true;
    lms.set(scorm.sessionTime, scorm.formatTime(Date.now() - startedAt));
    lms.set(scorm.exit, scorm.done.includes(known[scorm.status]) ? scorm.exitWhenDone : 'suspend');
    lms.commit();
    lms.finish();
  }
  // pagehide, not beforeunload: that comes before the framed runtime has sent its last progress, and the
  // page may yet stay (a "leave?" question answered no) with the LMS session already finished.
  window.addEventListener('pagehide', finish);

  const learnerId = lms.get(scorm.learnerId).trim();
  if (!learnerId) {
    show('remoteScorm.wrapper.noLearner');
    return;
  }
  const learnerName = lms.get(scorm.learnerName).trim();

  known[scorm.status] = lms.get(scorm.status);
  if (scorm.untouched.includes(known[scorm.status])) write([[scorm.status, 'incomplete']]);

  const frame = document.createElement('iframe');
  frame.title = text('remoteScorm.wrapper.frameTitle');
  frame.setAttribute('allow', 'fullscreen; autoplay');
  frame.setAttribute('allowfullscreen', '');
  // The learner travels in the fragment, which the browser never sends to a server.
  frame.src = config.launchUrl + '#learnerId=' + encodeURIComponent(learnerId) + '&learnerName=' + encodeURIComponent(learnerName);
  frame.addEventListener('load', () => show(null));

  window.addEventListener('message', (event) => {
    if (event.origin !== config.origin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || data.type !== config.progressMessage) return;
    write(scorm.progress(data));
  });

  show('remoteScorm.wrapper.loading');
  document.body.appendChild(frame);
})();
