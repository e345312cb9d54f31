import { describe, expect, it } from 'vitest';
import { credentialsSchema, firstIssue, signInSchema } from './auth.ts';

const issue = (input: unknown) => {
  const result = credentialsSchema.safeParse(input);
  return result.success ? null : firstIssue(result.error);
};

describe('auth validation', () => {
  it('accepts an email and a 6-character password, lower-casing the email', () => {
    expect(credentialsSchema.parse({ email: ' Ring@Example.COM ', password: 'secret' })).toEqual({ email: 'ring@example.com', password: 'secret' });
  });

  it('requires both fields', () => {
    expect(issue({ password: 'secret' })).toBe('Email is required');
    expect(issue({ email: '', password: 'secret' })).toBe('Email is required');
    expect(issue({ email: 'a@b.co' })).toBe('Password is required');
    expect(issue({ email: 'a@b.co', password: '' })).toBe('Password is required');
  });

  it('rejects a password shorter than 6 and a malformed email', () => {
    expect(issue({ email: 'a@b.co', password: '12345' })).toBe('Password must be at least 6 characters');
    expect(issue({ email: 'not-an-email', password: 'secret' })).toBe('Please enter a valid email address');
  });

  it('rejects wrong types and oversized values', () => {
    expect(issue({ email: 42, password: 'secret' })).toBe('Email is required');
    expect(issue({ email: `${'a'.repeat(250)}@b.com`, password: 'secret' })).toBe('Email must be 255 characters or less');
    expect(issue({ email: 'a@b.co', password: 'x'.repeat(129) })).toBe('Password must be 128 characters or less');
  });

  it('signs in with any non-empty password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '1' }).success).toBe(true);
  });
});
