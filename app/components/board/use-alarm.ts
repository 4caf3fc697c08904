// The board's alarm: a WebAudio beep (no sound file to load) every few seconds and a flashing
// title while orders wait to be accepted. Browsers only allow audio after a user gesture, so the
// sound starts off and the "Geluid aan" button enables it.
import { useCallback, useEffect, useRef, useState } from "react";

const BEEP_EVERY_MS = 3000;
const FLASH_EVERY_MS = 1000;

function beep(ctx: AudioContext) {
  const t = ctx.currentTime;
  for (const [offset, freq] of [
    [0, 880],
    [0.25, 1175],
  ] as const) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "square";
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.2, t + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, t + offset + 0.2);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t + offset);
    osc.stop(t + offset + 0.22);
  }
}

export function useAlarm(waiting: number) {
  const ctx = useRef<AudioContext | null>(null);
  const [sound, setSound] = useState(false);

  const enableSound = useCallback(() => {
    ctx.current ??= new AudioContext();
    void ctx.current.resume();
    beep(ctx.current);
    setSound(true);
  }, []);

  useEffect(() => {
    if (!sound || waiting === 0 || !ctx.current) return;
    const audio = ctx.current;
    beep(audio);
    const timer = setInterval(() => beep(audio), BEEP_EVERY_MS);
    return () => clearInterval(timer);
  }, [sound, waiting]);

  useEffect(() => {
    if (waiting === 0) return;
    const original = document.title;
    let on = false;
    const timer = setInterval(() => {
      on = !on;
      document.title = on ? `(${waiting}) Nieuwe bestelling!` : original;
    }, FLASH_EVERY_MS);
    return () => {
      clearInterval(timer);
      document.title = original;
    };
  }, [waiting]);

  return { sound, enableSound };
}
