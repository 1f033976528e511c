/** A short two-tone chime through WebAudio, so no sound file is shipped (spec 03 §2.22: "a sound plays"). */
export function playSessionBeep(): void {
  try {
    const AudioContextClass = globalThis.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, context.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.6);
    for (const [frequency, start] of [
      [880, 0],
      [660, 0.25],
    ] as const) {
      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, context.currentTime + start);
      oscillator.connect(gain);
      oscillator.start(context.currentTime + start);
      oscillator.stop(context.currentTime + start + 0.3);
    }
    setTimeout(() => void context.close(), 1000);
  } catch {
    // Browsers may refuse audio before a user gesture; the prompt still shows.
  }
}
