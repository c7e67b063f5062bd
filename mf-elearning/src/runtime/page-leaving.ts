// pagehide comes before the document turns hidden, so either tells that the page is on its way out; a page
// the back-forward cache brings back says so with pageshow.
let leaving = false;
window.addEventListener('pagehide', () => {
  leaving = true;
});
window.addEventListener('pageshow', () => {
  leaving = false;
});

/** Whether the learner is leaving the page (or it went to the background), so no answer may come back. */
export const pageIsLeaving = () => leaving || document.visibilityState === 'hidden';
