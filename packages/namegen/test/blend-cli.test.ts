import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBlendBatch } from '../src/blend/batch-csv.ts';
import { runBlendCommand } from '../src/blend/cli-blend.ts';

describe('parseBlendBatch', () => {
  it('reads plain word1,word2 lines', () => {
    expect(parseBlendBatch('smoke,fog\nspoon,fork\n')).toEqual([
      { word1: 'smoke', word2: 'fog' },
      { word1: 'spoon', word2: 'fork' },
    ]);
  });

  it('skips a word1,word2 header and blank lines, tolerating CRLF and spaces', () => {
    expect(parseBlendBatch('word1,word2\r\n\r\n smoke , fog \r\n')).toEqual([
      { word1: 'smoke', word2: 'fog' },
    ]);
  });

  it('picks the word columns by name from a three-column header', () => {
    expect(parseBlendBatch('portmanteau,word1,word2\nsmog,smoke,fog\n')).toEqual([
      { word1: 'smoke', word2: 'fog' },
    ]);
    expect(parseBlendBatch('word2,word1,portmanteau\nfog,smoke,smog\n')).toEqual([
      { word1: 'smoke', word2: 'fog' },
    ]);
  });

  it('keeps malformed lines as pairs with empty words so output stays aligned with input', () => {
    expect(parseBlendBatch('smoke\n,fog\n')).toEqual([
      { word1: 'smoke', word2: '' },
      { word1: '', word2: 'fog' },
    ]);
  });

  it('returns nothing for an empty file', () => {
    expect(parseBlendBatch('')).toEqual([]);
  });
});

describe('runBlendCommand', () => {
  let output: string[];
  let errors: string[];
  const directory = mkdtempSync(path.join(tmpdir(), 'blend-cli-'));

  beforeEach(() => {
    output = [];
    errors = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      output.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      errors.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('prints a ranked JSON array for two words, with or without the command name', async () => {
    expect(await runBlendCommand(['blend', 'smoke', 'fog', '--limit', '3', '--json'])).toBe(0);
    const names = JSON.parse(output.join('')) as string[];
    expect(names).toHaveLength(3);
    expect(names[0]).toBe('smog');
    output = [];
    expect(await runBlendCommand(['smoke', 'fog', '--json'])).toBe(0);
    expect(JSON.parse(output.join(''))).toHaveLength(10);
  });

  it('prints one JSON line per batch line, in input order', async () => {
    const file = path.join(directory, 'pairs.csv');
    writeFileSync(file, 'portmanteau,word1,word2\nsmog,smoke,fog\nspork,spoon,fork\nx,,\n');
    expect(await runBlendCommand(['blend', '--batch', file, '--json'])).toBe(0);
    const lines = output
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { word1: string; word2: string; candidates: string[] });
    expect(lines.map((line) => [line.word1, line.word2])).toEqual([
      ['smoke', 'fog'],
      ['spoon', 'fork'],
      ['', ''],
    ]);
    expect(lines[0]?.candidates).toContain('smog');
    expect(lines[1]?.candidates.length).toBeLessThanOrEqual(10);
    expect(lines[2]?.candidates).toEqual([]);
  });

  it('fails with a usage message on bad arguments or a missing file', async () => {
    expect(await runBlendCommand(['blend', 'smoke'])).toBe(2);
    expect(await runBlendCommand(['blend', 'a', 'b', '--limit', 'zero'])).toBe(2);
    expect(await runBlendCommand(['blend', '--frobnicate', 'a', 'b'])).toBe(2);
    expect(errors.join('')).toContain('usage');
    expect(await runBlendCommand(['blend', '--batch', path.join(directory, 'missing.csv'), '--json'])).toBe(
      1,
    );
  });
});
