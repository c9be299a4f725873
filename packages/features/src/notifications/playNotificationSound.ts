type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | undefined;

/**
 * A short two-note chime, synthesised with the Web Audio API (no audio file to ship or fetch).
 * Browsers may refuse to play before the user has interacted with the page (autoplay policy), and
 * some environments have no audio at all: the chime is a nicety, so every failure is ignored.
 */
export function playNotificationSound(): void {
  try {
    const Context =
      (globalThis as { AudioContext?: AudioContextConstructor }).AudioContext ??
      (globalThis as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    const audio = context;
    void audio
      .resume()
      .then(() => chime(audio))
      .catch(() => undefined);
  } catch {
    // No audio here (or blocked): the toast is enough.
  }
}

function chime(audio: AudioContext): void {
  const start = audio.currentTime;
  const notes = [
    { frequency: 880, at: 0 },
    { frequency: 1318.5, at: 0.12 },
  ];
  for (const { frequency, at } of notes) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.2, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + 0.32);
  }
}
