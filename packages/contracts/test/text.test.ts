import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '../src/index.ts';
import { claimedUserIdSchema, commonMessages, isStorableText, text } from '../src/index.ts';

describe('text()', () => {
  it('refuses NUL and unpaired surrogates, with one message and before any other rule', () => {
    const name = text().trim().min(1, 'required').max(5, 'too long');
    for (const hostile of [
      '\u0000',
      'a\u0000b',
      `${'x'.repeat(10)}\u0000`,
      '\ud800',
      'a\udc00',
      '\udc00\ud800',
    ]) {
      const result = name.safeParse(hostile);
      expect(result.success, JSON.stringify(hostile)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([commonMessages.unstorableText]);
    }
  });

  it('accepts any well-formed text, astral characters included', () => {
    for (const value of ['Ada', 'Zoë', '日本', '😀 ok', '\ud83d\ude00', 'tab\there', '\u0001']) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(true);
      expect(text().safeParse(value).success).toBe(true);
    }
  });
});

describe('claimed user ids', () => {
  it('are a string or a number, never an object, an array or a boolean', () => {
    for (const id of ['8c9a2f3e-1b2c-4d5e-8f90-123456789abc', '42', 42, undefined]) {
      expect(claimedUserIdSchema.safeParse(id).success, String(id)).toBe(true);
    }
    for (const id of [{ toString: 'x' }, {}, ['1'], true, null, 'a\u0000', 'x'.repeat(65)]) {
      expect(claimedUserIdSchema.safeParse(id).success, JSON.stringify(id)).toBe(false);
    }
  });
});

/** Every string schema inside a schema: object fields, wrappers, unions, pipes, arrays. */
function stringLeaves(schema: z.core.$ZodType, path: string, out: [string, z.core.$ZodType][] = []) {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const child = (value: unknown, at: string) => stringLeaves(value as z.core.$ZodType, at, out);
  switch (def.type) {
    case 'string':
      out.push([path, schema]);
      break;
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>))
        child(field, `${path}.${key}`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((option, index) => child(option, `${path}|${index}`));
      break;
    case 'pipe':
      child(def.in, path);
      break;
    case 'array':
      child(def.element, `${path}[]`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      child(def.innerType, path);
      break;
  }
  return out;
}

describe('every request schema of the contracts', () => {
  const requestSchemas = Object.entries(contracts).filter(([name]) =>
    /(Request|Params|Query)Schema$/.test(name),
  ) as [string, z.core.$ZodType][];

  it('is found (the naming convention holds)', () => {
    expect(requestSchemas.length).toBeGreaterThanOrEqual(12);
  });

  it('refuses NUL and a lone surrogate in each of its strings', () => {
    const leaves = requestSchemas.flatMap(([name, schema]) => stringLeaves(schema, name));
    expect(leaves.length).toBeGreaterThan(20);
    for (const [path, leaf] of leaves) {
      for (const hostile of ['ok\u0000', 'ok\ud800']) {
        const result = (leaf as z.ZodType).safeParse(hostile);
        expect(result.success, `${path} accepted ${JSON.stringify(hostile)}`).toBe(false);
        expect(result.error?.issues[0]?.message, path).toBe(commonMessages.unstorableText);
      }
    }
  });
});
