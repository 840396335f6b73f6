/**
 * The door's yes and no, heard and felt as well as seen: a tone made on the spot with the Web Audio API
 * (no sound file to fetch) and a vibration, wherever the device allows either. Staff at a busy gate are
 * not always looking at the screen.
 */

export type DoorSignal = 'yes' | 'no';

/** Yes: two quick rising notes and one short buzz. No: a low double tone and a long double buzz. */
const tones: Record<DoorSignal, { frequency: number; start: number; length: number; wave: OscillatorType }[]> = {
  yes: [
    { frequency: 880, start: 0, length: 0.09, wave: 'sine' },
    { frequency: 1320, start: 0.1, length: 0.14, wave: 'sine' },
  ],
  no: [
    { frequency: 220, start: 0, length: 0.18, wave: 'square' },
    { frequency: 180, start: 0.22, length: 0.28, wave: 'square' },
  ],
};
const vibrations: Record<DoorSignal, number[]> = { yes: [80], no: [180, 90, 180] };

let context: AudioContext | undefined;

/** One audio context for the page, made on the first signal (a scan or a tap: browsers let sound start then). */
function audio(): AudioContext | undefined {
  const Context = globalThis.AudioContext;
  if (!Context) return undefined;
  context ??= new Context();
  // A context made before any tap, or put to sleep by the browser, starts suspended.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

function play(signal: DoorSignal) {
  const ctx = audio();
  if (!ctx) return;
  for (const tone of tones[signal]) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    const start = ctx.currentTime + tone.start;
    oscillator.type = tone.wave;
    oscillator.frequency.value = tone.frequency;
    // A short fade in and out: no click at either end.
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(0.2, start + 0.01);
    gain.gain.linearRampToValueAtTime(0, start + tone.length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + tone.length);
  }
}

/** Sounds and vibrates `signal`; silently does nothing where the device has no sound or vibration. */
export function signalAtDoor(signal: DoorSignal) {
  try {
    play(signal);
  } catch {
    // No audio output, or the browser refused: the card still says it.
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
    navigator.vibrate(vibrations[signal]);
}
