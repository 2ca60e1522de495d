import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  letterDelayMs,
  pauseAfterNameMs,
  sampleBrandNames,
  useTypingPlaceholder,
} from './use-typing-placeholder.ts';

const names = ['Abc', 'Xy'] as const;
const alwaysLowest = () => 0; // 50 ms per letter

describe('letterDelayMs', () => {
  it('stays between 50 and 100 ms', () => {
    expect(letterDelayMs(() => 0)).toBe(50);
    expect(letterDelayMs(() => 0.999999)).toBe(100);
    for (let i = 0; i < 200; i += 1) {
      const delay = letterDelayMs();
      expect(delay).toBeGreaterThanOrEqual(50);
      expect(delay).toBeLessThanOrEqual(100);
    }
  });

  it('ships seven sample names', () => {
    expect(sampleBrandNames).toHaveLength(7);
  });
});

describe('useTypingPlaceholder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types letter by letter, pauses 2000 ms, then starts the next name', () => {
    const { result } = renderHook(() => useTypingPlaceholder(true, names, alwaysLowest));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe('A');
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('Abc');
    // Still paused just before the 2000 ms are over.
    act(() => void vi.advanceTimersByTime(pauseAfterNameMs - 1));
    expect(result.current).toBe('Abc');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe('X');
  });

  it('stops while the user types and restarts from the first name when emptied', () => {
    const { result, rerender } = renderHook(
      ({ active }) => useTypingPlaceholder(active, names, alwaysLowest),
      {
        initialProps: { active: true },
      },
    );
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('Ab');
    rerender({ active: false });
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current).toBe('');
    expect(vi.getTimerCount()).toBe(0);
    rerender({ active: true });
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe('A');
  });
});
