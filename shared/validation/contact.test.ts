import { describe, expect, it } from 'vitest';
import { contactFormSchema, fieldError, sanitizeErrorText, stripMarkup, validationFailedText } from './contact.ts';

const valid = { name: 'Rowdy Reyes', email: 'rowdy@example.com', subject: 'Booking question', message: 'How do I book a title match?' };

describe('contact form rules', () => {
  it('accepts a valid form and strips markup, keeping the text', () => {
    expect(contactFormSchema.parse({ ...valid, name: '<b>Rowdy</b> Reyes', message: '<p>How do I <i>book</i> a title match?</p><script>alert(1)</script>' })).toEqual({
      ...valid,
      message: 'How do I book a title match?',
    });
  });

  it('gives each field its spec message', () => {
    expect(fieldError('name', '')).toBe('Name is required');
    expect(fieldError('name', 'x'.repeat(101))).toBe('Name is required');
    expect(fieldError('email', 'nope')).toBe('Valid email is required');
    expect(fieldError('email', `${'a'.repeat(250)}@b.com`)).toBe('Valid email is required');
    expect(fieldError('subject', '   ')).toBe('Subject is required');
    expect(fieldError('message', 'short')).toBe('Message must be at least 10 characters');
    expect(fieldError('message', '<b></b>1234')).toBe('Message must be at least 10 characters');
    expect(fieldError('message', 'x'.repeat(2001))).toBe('Message must be 2000 characters or less');
    expect(fieldError('name', 'Rowdy')).toBeNull();
  });

  it('joins every field message after "Validation failed:"', () => {
    const result = contactFormSchema.safeParse({ name: '', email: 'x', subject: '', message: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(validationFailedText(result.error)).toBe(
        'Validation failed: Name is required, Valid email is required, Subject is required, Message must be at least 10 characters',
      );
    }
  });

  it('strips tags but keeps text', () => {
    expect(stripMarkup('<a href="x">link</a> and <img src=x onerror=alert(1)> text')).toBe('link and  text');
    expect(stripMarkup('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(stripMarkup('<scr<b>ipt>alert(1)</script>')).toBe('ipt>alert(1)');
  });

  it('hides IP addresses and markup in error texts', () => {
    expect(sanitizeErrorText('Blocked 192.168.1.20 and <b>2001:db8:0:0:0:0:2:1</b> at ::ffff:10.0.0.1')).toBe('Blocked [IP] and [IP] at [IP]');
  });
});
