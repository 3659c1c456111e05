import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_META } from './csp';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('the renderer\'s Content Security Policy (issue 19, item 9)', () => {
  it('allows no inline script, no network, frames of the app only, and inline styles only where Mantine needs them', () => {
    const csp = directives(CONTENT_SECURITY_POLICY);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
    expect([...csp.values()].flat().filter((source) => source === "'unsafe-inline'")).toHaveLength(2);
  });

  it('the meta tag carries the same policy but frame-ancestors, which only works as a header', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY_META).toBe(CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''));
  });
});
