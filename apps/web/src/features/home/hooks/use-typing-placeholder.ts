import { useEffect, useState } from 'react';

/** Spec 000 section 9: random 50 to 100 ms per letter, 2000 ms pause after each sample name. */
export const minLetterDelayMs = 50;
export const maxLetterDelayMs = 100;
export const pauseAfterNameMs = 2000;

/** Seven made-up names, written by us, that the placeholder types out in turn. */
export const sampleBrandNames = [
  'Zentoria',
  'Lumivex',
  'Quillora',
  'Brightfen',
  'Novadrift',
  'Kelpworth',
  'Orbanza',
] as const;

export function letterDelayMs(random: () => number = Math.random): number {
  return minLetterDelayMs + Math.floor(random() * (maxLetterDelayMs - minLetterDelayMs + 1));
}

/**
 * Types the sample names letter by letter into a placeholder. Runs only while `active` (the input
 * is empty); turning it off stops the timers, turning it on again restarts from the first name.
 */
export function useTypingPlaceholder(
  active: boolean,
  names: readonly string[] = sampleBrandNames,
  random: () => number = Math.random,
): string {
  const [text, setText] = useState('');

  useEffect(() => {
    if (!active || names.length === 0) return;
    let nameIndex = 0;
    let letters = 0;
    let timer: ReturnType<typeof setTimeout>;

    const step = () => {
      const name = names[nameIndex % names.length] ?? '';
      if (letters < name.length) {
        letters += 1;
        setText(name.slice(0, letters));
        timer = setTimeout(step, letters === name.length ? pauseAfterNameMs : letterDelayMs(random));
        return;
      }
      nameIndex += 1;
      letters = 0;
      setText('');
      timer = setTimeout(step, letterDelayMs(random));
    };

    setText('');
    timer = setTimeout(step, letterDelayMs(random));
    return () => clearTimeout(timer);
  }, [active, names, random]);

  return active ? text : '';
}
