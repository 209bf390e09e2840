import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

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
