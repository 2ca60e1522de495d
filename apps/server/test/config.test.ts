import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.ts';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    });
    expect(config.rememberMeTtlDays).toBeGreaterThan(config.sessionTtlDays);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://brand.example/' }).publicUrl).toBe('https://brand.example');
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('names every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        LOG_LEVEL: 'loud',
        SESSION_TTL_DAYS: '0',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL', 'SESSION_TTL_DAYS']) {
      expect(message).toContain(name);
    }
  });

  it('reads CHECK_RDAP_DEFAULT_LIMIT as capacity:perSecond, unset by default, and refuses other shapes', () => {
    expect(loadConfig({}).check.rdapDefaultLimit).toBeUndefined();
    expect(loadConfig({ CHECK_RDAP_DEFAULT_LIMIT: '5000:500' }).check.rdapDefaultLimit).toEqual({
      capacity: 5000,
      refillPerSecond: 500,
    });
    for (const bad of ['30', '0:5', '30:0', 'a:b', '-1:5'])
      expect(() => loadConfig({ CHECK_RDAP_DEFAULT_LIMIT: bad }), bad).toThrow(/CHECK_RDAP_DEFAULT_LIMIT/);
  });

  it('reads the social handle settings: keys only when set, base URLs per network, and refuses unknown networks', () => {
    const defaults = loadConfig({}).check;
    expect(defaults).toMatchObject({ socialKeys: {}, socialBaseUrls: {}, socialTimeoutMs: 30_000 });
    const set = loadConfig({
      GITHUB_TOKEN: 'gh-test',
      SOCIAL_BASE_URLS: 'github=http://127.0.0.1:9/api, bluesky=http://127.0.0.1:9/bsky',
    }).check;
    expect(set.socialKeys).toEqual({ github: 'gh-test' });
    expect(set.socialBaseUrls).toEqual({
      github: 'http://127.0.0.1:9/api',
      bluesky: 'http://127.0.0.1:9/bsky',
    });
    for (const bad of ['myspace=http://127.0.0.1:9', 'github', 'github=ftp://x'])
      expect(() => loadConfig({ SOCIAL_BASE_URLS: bad }), bad).toThrow(/SOCIAL_BASE_URLS/);
  });
});
