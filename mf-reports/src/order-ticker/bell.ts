/** A short two-tone bell from the Web Audio API (no sound file to ship); silent where the browser has no audio. */
export function ringBell(): void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.3, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 1.2);
  for (const [frequency, start] of [
    [880, 0],
    [1320, 0.15],
  ] as const) {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + start);
    tone.stop(context.currentTime + 1.2);
  }
  setTimeout(() => void context.close(), 1500);
}
