import { isIP } from 'node:net';
import { z } from 'zod';
import { ALERT_MAIL_VARIABLES } from '../shared/lead-settings.js';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The names @fastify/proxy-addr expands to ranges (loopback = 127.0.0.1/8 and ::1, and so on). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const SAFE_TRUST_PROXY =
  "list the load balancer's addresses or CIDR ranges instead, e.g. TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=10.0.0.5,10.0.0.6";

/** Answers why a TRUST_PROXY entry is not an address, a CIDR range or a range name, or undefined. */
function proxyEntryProblem(entry: string): string | undefined {
  if (PROXY_RANGE_NAMES.includes(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  const bits = family === 4 ? 32 : 128;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
  if (family !== 0 && prefixOk && rest.length === 0) return undefined;
  return `"${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or one of ${PROXY_RANGE_NAMES.join(', ')}`;
}

/**
 * Which peers may name the client in X-Forwarded-For: none (false), or the proxies' addresses and
 * ranges. Fastify then takes the right-most address that is not a listed proxy, the one the
 * balancer itself appended, so a visitor writing the header cannot choose their own address.
 */
const trustProxy = z.string().transform((value, ctx): false | string[] => {
  const trimmed = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(trimmed)) return false;
  // Fastify's `true` trusts every entry, so request.ip is the left-most one: the visitor's own text.
  if (['true', 'yes'].includes(trimmed)) {
    ctx.addIssue({
      code: 'custom',
      message: `true would trust the left-most X-Forwarded-For entry, which the visitor writes; ${SAFE_TRUST_PROXY}`,
    });
    return z.NEVER;
  }
  // Fastify 5 ignores X-Forwarded-For under a hop count: it cannot tell the balancer from a visitor
  // who connects directly, so every visitor would share the balancer's address and its limits.
  if (/^\d+$/.test(trimmed)) {
    ctx.addIssue({
      code: 'custom',
      message: `a hop count is not accepted (Fastify ignores X-Forwarded-For with one); ${SAFE_TRUST_PROXY}`,
    });
    return z.NEVER;
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `${problem}; ${SAFE_TRUST_PROXY}` });
      return z.NEVER;
    }
  }
  return entries;
});

/** Set all together or not at all; the lead settings screen names the same three. */
const ALERT_VARIABLES = ALERT_MAIL_VARIABLES;

/** DESIGN §7: the whole environment, parsed once at start-up. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    ADMIN_USER_ID: z.string().min(1).max(64).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    SEED_DEMO: booleanFromString.default(true),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // production closes the API docs to visitors (DESIGN §4); a typo must not leave them open.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    ENQUIRY_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    TRUST_PROXY: trustProxy.default(false),
    // Where the built SPA lives; tests and `npm run dev` may run without it.
    WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
    // E-mail alerts: all three set turns them on, none leaves them off (checked together below).
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    ALERT_EMAIL_FROM: z.email('must be an e-mail address').optional(),
    ALERT_EMAIL_TO: z.email('must be an e-mail address').optional(),
    DIGEST_TIME_IST: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (24-hour, IST)')
      .default('09:00'),
  })
  .superRefine((config, ctx) => {
    // A half-configured mailer would store alerts nobody can send: refuse to start instead.
    const given = ALERT_VARIABLES.filter((name) => config[name] !== undefined);
    if (given.length === 0 || given.length === ALERT_VARIABLES.length) return;
    for (const name of ALERT_VARIABLES.filter((n) => config[n] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is missing: e-mail alerts need ${ALERT_VARIABLES.join(', ')} together (${given.join(', ')} set)`,
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** The mail settings when e-mail alerts are on; undefined when they are off. */
export interface AlertMailConfig {
  smtpUrl: string;
  from: string;
  to: string;
}

export function alertMailConfig(config: Config): AlertMailConfig | undefined {
  const { SMTP_URL, ALERT_EMAIL_FROM, ALERT_EMAIL_TO } = config;
  if (!SMTP_URL || !ALERT_EMAIL_FROM || !ALERT_EMAIL_TO) return undefined;
  return { smtpUrl: SMTP_URL, from: ALERT_EMAIL_FROM, to: ALERT_EMAIL_TO };
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
