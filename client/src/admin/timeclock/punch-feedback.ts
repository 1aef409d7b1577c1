/**
 * Sound and vibration after a punch (back-office.md §2): a short high tone on success, a low one
 * on failure. Browsers without Web Audio or vibration (or that refuse them) stay silent.
 */
export type FeedbackKind = 'success' | 'failure';

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const audioWindow = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  const Ctor = audioWindow.AudioContext ?? audioWindow.webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

export function playTone(kind: FeedbackKind): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = kind === 'success' ? 'sine' : 'square';
    oscillator.frequency.value = kind === 'success' ? 880 : 220;
    gain.gain.value = 0.08;
    oscillator.connect(gain);
    gain.connect(audio.destination);
    const start = audio.currentTime;
    oscillator.start(start);
    oscillator.stop(start + (kind === 'success' ? 0.12 : 0.35));
  } catch {
    // Autoplay policy, closed context…: no sound.
  }
}

export function vibrate(kind: FeedbackKind): void {
  try {
    navigator.vibrate?.(kind === 'success' ? 60 : [120, 80, 120]);
  } catch {
    // Not allowed here.
  }
}

export function punchFeedback(kind: FeedbackKind): void {
  playTone(kind);
  vibrate(kind);
}
