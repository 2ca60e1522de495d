import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseArguments, parseBatchTerms, runClassesCommand } from '../src/classes/cli-classes.ts';

let output: string[];
let errors: string[];

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

describe('classes command', () => {
  it('prints a JSON array of {class, description, score} for one term', async () => {
    expect(await runClassesCommand(['leather', 'bags', '--limit', '2', '--json'])).toBe(0);
    const result = JSON.parse(output.join('')) as { class: number; description: string; score: number }[];
    expect(result.length).toBeGreaterThanOrEqual(1);
    expect(result.length).toBeLessThanOrEqual(2);
    expect(result[0]?.class).toBe(18);
    expect(Object.keys(result[0] ?? {}).sort()).toEqual(['class', 'description', 'score']);
  });

  it('prints one JSON line per batch term, in input order, blank lines skipped', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'classes-'));
    const file = path.join(directory, 'terms.txt');
    writeFileSync(file, '\uFEFFcoffee\r\n\r\nbeer\nlegal services\n\n🙂\n');
    expect(await runClassesCommand(['--batch', file, '--json'])).toBe(0);
    const lines = output
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { term: string; classes: { class: number }[] });
    expect(lines.map((line) => line.term)).toEqual(['coffee', 'beer', 'legal services', '🙂']);
    expect(lines.map((line) => line.classes[0]?.class)).toEqual([30, 32, 45, undefined]);
    expect(lines[3]?.classes).toEqual([]);
  });

  it('reports a missing batch file and bad usage with exit codes', async () => {
    expect(await runClassesCommand(['--batch', '/nonexistent/terms.txt', '--json'])).toBe(1);
    expect(await runClassesCommand(['--json'])).toBe(2);
    expect(await runClassesCommand(['shoes', '--limit', 'x'])).toBe(2);
    expect(await runClassesCommand(['shoes', '--bogus'])).toBe(2);
    expect(errors.join('')).toMatch(/usage/);
  });

  it('prints "Class N: description" lines without --json', async () => {
    expect(await runClassesCommand(['beer'])).toBe(0);
    expect(output.join('')).toMatch(/^Class 32: /);
  });
});

describe('argument and batch parsing', () => {
  it('joins unquoted words into one term and reads options anywhere', () => {
    expect(parseArguments(['--json', 'running', 'shoes', '--limit', '3'])).toEqual({
      term: 'running shoes',
      batchFile: undefined,
      limit: 3,
      json: true,
    });
  });

  it('rejects a term together with --batch', () => {
    expect(parseArguments(['shoes', '--batch', 'file.txt'])).toHaveProperty('error');
  });

  it('splits batch content into trimmed terms', () => {
    expect(parseBatchTerms('\uFEFF a \r\nb\n\n  \nc')).toEqual(['a', 'b', 'c']);
  });
});
