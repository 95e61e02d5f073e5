let audio: AudioContext | null = null;

/**
 * A short tone after each verdict, so the reception hears it without looking: a high one for an
 * admission, a low, longer one for a refusal. Browsers without Web Audio (or that block it) stay silent.
 */
export function playVerdictTone(admitted: boolean): void {
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = admitted ? 880 : 220;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(audio.destination);
    const now = audio.currentTime;
    oscillator.start(now);
    oscillator.stop(now + (admitted ? 0.15 : 0.4));
  } catch {
    // no sound: the verdict is still shown
  }
}
