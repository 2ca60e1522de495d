import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '@brandwright/db/testing';
import { ConfigError, loadConfig } from '../src/config.ts';
import { findCoupons, syncConfiguredCoupons, upsertCoupon } from '../src/modules/coupons/manage-coupons.ts';

describe('COUPONS', () => {
  it('is read as CODE:CREDITS pairs, codes upper-cased; unset means none', () => {
    expect(loadConfig({}, '/srv').coupons).toEqual([]);
    expect(loadConfig({ COUPONS: ' earlybird:999, Other_1:50 ,' }, '/srv').coupons).toEqual([
      { code: 'EARLYBIRD', credits: 999 },
      { code: 'OTHER_1', credits: 50 },
    ]);
  });

  it('stops the boot naming every bad entry', () => {
    let error: unknown;
    try {
      loadConfig(
        { COUPONS: 'NOCREDITS,ZERO:0,HUGE:1000001,BAD CODE:5,FRACTION:1.5,TWICE:1,twice:2', PORT: 'x' },
        '/srv',
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const part of [
      '"NOCREDITS"',
      '"ZERO:0"',
      '"HUGE:1000001"',
      '"BAD CODE:5"',
      '"FRACTION:1.5"',
      'TWICE is listed twice',
    ]) {
      expect(problems).toContain(part);
    }
    expect(problems).toMatch(/^COUPONS: /m);
    expect(problems).toMatch(/^PORT: /m);
  });

  it('is made to agree with the coupons table at boot; admin coupons are left alone', async () => {
    const database = await openTestDatabase();
    try {
      await upsertCoupon(database.db, { code: 'BYHAND', credits: 10 });
      await syncConfiguredCoupons(database.db, [
        { code: 'EARLYBIRD', credits: 999 },
        { code: 'SPRING', credits: 20 },
      ]);
      await syncConfiguredCoupons(database.db, [{ code: 'EARLYBIRD', credits: 500 }]);
      const coupons = await findCoupons(database.db);
      expect(
        coupons.map(({ code, credits, source, disabledAt }) => ({
          code,
          credits,
          source,
          disabled: !!disabledAt,
        })),
      ).toEqual([
        { code: 'BYHAND', credits: 10, source: 'admin', disabled: false },
        { code: 'EARLYBIRD', credits: 500, source: 'env', disabled: false },
        { code: 'SPRING', credits: 20, source: 'env', disabled: true },
      ]);
      await syncConfiguredCoupons(database.db, []);
      expect(
        (await findCoupons(database.db)).filter((coupon) => !coupon.disabledAt).map((coupon) => coupon.code),
      ).toEqual(['BYHAND']);
    } finally {
      await database.close();
    }
  });
});
