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
});
