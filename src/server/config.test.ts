import { describe, expect, it } from 'vitest';
import { alertMailConfig, ConfigError, parseConfig } from './config.js';

describe('parseConfig', () => {
  it('applies the defaults of DESIGN §7', () => {
    expect(parseConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      SEED_DEMO: true,
      ENQUIRY_RATE_LIMIT: 20,
      TRUST_PROXY: false,
    });
  });

  it('names every invalid variable in one message', () => {
    expect(() =>
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' }),
    ).toThrow(ConfigError);
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('ADMIN_PASSWORD');
    }
  });

  it('reads SEED_DEMO=false and treats empty variables as unset', () => {
    expect(parseConfig({ SEED_DEMO: 'false', PORT: '' })).toMatchObject({
      SEED_DEMO: false,
      PORT: 3000,
    });
  });

  describe('TRUST_PROXY', () => {
    it.each(['false', '0', 'no'])('reads %s as trusting no proxy', (value) => {
      expect(parseConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(false);
    });

    it.each([
      ['10.0.0.5', ['10.0.0.5']],
      ['10.0.0.0/8', ['10.0.0.0/8']],
      ['10.0.0.5, 10.0.0.6,192.168.1.0/24', ['10.0.0.5', '10.0.0.6', '192.168.1.0/24']],
      ['fd00::/8,::1', ['fd00::/8', '::1']],
      ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ])('reads %s as the list of trusted proxies', (value, proxies) => {
      expect(parseConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(proxies);
    });

    it.each(['true', 'yes'])(
      'refuses %s, which would trust the address the visitor writes, naming the safe form',
      (value) => {
        expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
          /TRUST_PROXY: true would trust the left-most X-Forwarded-For entry.*TRUST_PROXY=10\.0\.0\.0\/8/,
        );
      },
    );

    it.each(['1', '2'])(
      'refuses the hop count %s, which Fastify would answer by ignoring X-Forwarded-For',
      (value) => {
        expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
          /TRUST_PROXY: a hop count is not accepted.*TRUST_PROXY=10\.0\.0\.0\/8/,
        );
      },
    );

    it.each([
      ['maybe', '"maybe"'],
      ['10.0.0.0/33', '"10.0.0.0/33"'],
      ['300.1.1.1', '"300.1.1.1"'],
      ['10.0.0.5,', '""'],
      ['10.0.0.0/8/8', '"10.0.0.0/8/8"'],
      ['fd00::/129', '"fd00::/129"'],
    ])('refuses %s, naming the entry that is not an address or range', (value, named) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY: ${named} is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
      );
    });
  });
});

describe('e-mail alerts', () => {
  const ALL = {
    SMTP_URL: 'smtp://user:pass@mail.example:587',
    ALERT_EMAIL_FROM: 'alerts@dealer.example',
    ALERT_EMAIL_TO: 'leads@dealer.example',
  };

  it('are off with none of the three set, and on with all three; the digest defaults to 09:00', () => {
    expect(alertMailConfig(parseConfig({}))).toBeUndefined();
    const config = parseConfig({ ...ALL, SMTP_URL: 'smtps://mail.example' });
    expect(alertMailConfig(config)).toEqual({
      smtpUrl: 'smtps://mail.example',
      from: ALL.ALERT_EMAIL_FROM,
      to: ALL.ALERT_EMAIL_TO,
    });
    expect(config.DIGEST_TIME_IST).toBe('09:00');
  });

  it.each(['SMTP_URL', 'ALERT_EMAIL_FROM', 'ALERT_EMAIL_TO'] as const)(
    'refuse to start when %s alone is missing, naming it',
    (missing) => {
      const env: Record<string, string> = { ...ALL };
      delete env[missing];
      expect(() => parseConfig(env)).toThrow(`${missing}: is missing: e-mail alerts need`);
    },
  );

  it('refuse a URL that is not smtp:// or smtps://, an address that is not one, and a bad digest time', () => {
    expect(() => parseConfig({ ...ALL, SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(() => parseConfig({ ...ALL, ALERT_EMAIL_TO: 'leads' })).toThrow(
      'ALERT_EMAIL_TO: must be an e-mail address',
    );
    expect(() => parseConfig({ DIGEST_TIME_IST: '25:00' })).toThrow(
      'DIGEST_TIME_IST: must be a time of day as HH:MM',
    );
    expect(parseConfig({ DIGEST_TIME_IST: '07:30' }).DIGEST_TIME_IST).toBe('07:30');
  });
});
