// The board's alarm: a WebAudio beep (no sound file to load) every few seconds and a flashing
// title while orders wait to be accepted. Browsers only allow audio after a user gesture, so the
// sound starts off and the "Geluid aan" button enables it. An order past the restaurant's escalation
// minutes (docs/issues/033.md §13) has its own sound: a low, longer three-tone call instead of the new-order beep.
import { useCallback, useEffect, useRef, useState } from "react";

const BEEP_EVERY_MS = 3000;
const FLASH_EVERY_MS = 1000;

type Tone = readonly [offset: number, freq: number, length: number];

/** A new order: two short high beeps. */
const NEW_TONES: ReadonlyArray<Tone> = [
  [0, 880, 0.2],
  [0.25, 1175, 0.2],
];
/** A late order: three longer, lower, falling tones — heard as different from across the kitchen. */
const LATE_TONES: ReadonlyArray<Tone> = [
  [0, 660, 0.35],
  [0.45, 523, 0.35],
  [0.9, 392, 0.5],
];

function beep(ctx: AudioContext, tones: ReadonlyArray<Tone> = NEW_TONES, type: OscillatorType = "square") {
  const t = ctx.currentTime;
  for (const [offset, freq, length] of tones) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.25, t + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, t + offset + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t + offset);
    osc.stop(t + offset + length + 0.02);
  }
}

/** `late`: how many of the waiting orders are past the escalation minutes. */
export function useAlarm(waiting: number, late = 0) {
  const ctx = useRef<AudioContext | null>(null);
  const [sound, setSound] = useState(false);

  const enableSound = useCallback(() => {
    ctx.current ??= new AudioContext();
    void ctx.current.resume();
    beep(ctx.current);
    setSound(true);
  }, []);

  const alarm = late > 0 ? "late" : waiting > 0 ? "new" : "off";
  useEffect(() => {
    if (!sound || alarm === "off" || !ctx.current) return;
    const audio = ctx.current;
    const ring = () => (alarm === "late" ? beep(audio, LATE_TONES, "sawtooth") : beep(audio));
    ring();
    const timer = setInterval(ring, BEEP_EVERY_MS);
    return () => clearInterval(timer);
  }, [sound, alarm]);

  useEffect(() => {
    if (waiting === 0) return;
    const original = document.title;
    let on = false;
    const timer = setInterval(() => {
      on = !on;
      document.title = on ? (late > 0 ? `(${late}) Te laat!` : `(${waiting}) Nieuwe bestelling!`) : original;
    }, FLASH_EVERY_MS);
    return () => {
      clearInterval(timer);
      document.title = original;
    };
  }, [waiting, late]);

  return { sound, enableSound, alarm };
}
