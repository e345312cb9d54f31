import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/mockFetch.ts';
import { createAttemptLimiter } from './attemptLimiter.ts';
import { ContactForm, resetFormAttempts } from './ContactForm.tsx';

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLTextAreaElement;

function renderForm(kind: 'contact' | 'feedback' = 'contact', onSuccess?: () => void) {
  return render(
    <>
      <ContactForm kind={kind} onSuccess={onSuccess} />
      <Toaster />
    </>,
  );
}

function fillValid(overrides: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>> = {}) {
  const values = { Name: 'Rita Ropes', Email: 'rita@example.com', Subject: 'Booking question', Message: 'How do rivalries heat up?', ...overrides };
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

const submitButton = () => screen.getByTestId(/-submit$/) as HTMLButtonElement;

describe('ContactForm', () => {
  beforeEach(() => {
    resetFormAttempts();
  });

  it('marks every field required with a red asterisk', () => {
    renderForm();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      const input = field(label);
      expect(input.required).toBe(true);
      const asterisk = document.querySelector(`label[for="${input.id}"] span.text-danger`);
      expect(asterisk?.textContent).toBe('*');
    }
  });

  it('checks each field when it loses focus, with the messages word for word', () => {
    renderForm();
    fireEvent.blur(field('Name'));
    expect(screen.getByText('Name is required')).toBeTruthy();

    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.blur(field('Email'));
    expect(screen.getByText('Valid email is required')).toBeTruthy();

    fireEvent.blur(field('Subject'));
    expect(screen.getByText('Subject is required')).toBeTruthy();

    fireEvent.change(field('Message'), { target: { value: 'Too short' } });
    fireEvent.blur(field('Message'));
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
  });

  it('counts a message of markup only as empty, and clears an error once the field is fixed', () => {
    renderForm();
    fireEvent.change(field('Name'), { target: { value: '<b></b>' } });
    fireEvent.blur(field('Name'));
    expect(screen.getByText('Name is required')).toBeTruthy();
    fireEvent.change(field('Name'), { target: { value: 'Rita' } });
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('shows no error before a field was left, and limits the lengths as the spec does', () => {
    renderForm();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Name').getAttribute('maxlength')).toBe('100');
    expect(field('Email').getAttribute('maxlength')).toBe('255');
    expect(field('Subject').getAttribute('maxlength')).toBe('200');
    expect(field('Message').getAttribute('maxlength')).toBe('2000');
  });

  it('refuses to send an invalid form and shows every message', () => {
    const fetch = mockFetch({});
    renderForm();
    fireEvent.click(submitButton());
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Name'));
  });

  it('strips markup before sending, shows Processing... on a disabled button, then the success toast', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const fetch = mockFetch({
      'POST /api/contact': async () => {
        await gate;
        return { body: { message: "Message sent successfully! We'll get back to you soon." } };
      },
    });
    renderForm();
    fillValid({ Name: '<b>Rita</b> Ropes', Subject: '<script>alert(1)</script>Booking <i>question</i>', Message: 'How do <a href="x">rivalries</a> heat up?' });
    fireEvent.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('Processing...'));
    expect(submitButton().disabled).toBe(true);
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Rita Ropes',
      email: 'rita@example.com',
      subject: 'Booking question',
      message: 'How do rivalries heat up?',
    });

    await act(async () => answer());
    expect(await screen.findByText("Message sent successfully! We'll get back to you soon.")).toBeTruthy();
    expect(submitButton().textContent).toBe('Send Message');
    expect(submitButton().disabled).toBe(false);
    expect(field('Name').value).toBe('');
  });

  it('refuses the 6th attempt within 60 seconds in the browser, without calling the server', async () => {
    const fetch = mockFetch({ 'POST /api/contact': { body: { message: 'ok' } } });
    renderForm();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      fillValid();
      fireEvent.click(submitButton());
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(attempt));
      await waitFor(() => expect(submitButton().disabled).toBe(false));
    }
    fillValid();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Too many attempts. Please wait before submitting again.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('shows the failure toast with the server error, IP addresses and markup removed, and logs the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'POST /api/contact': { status: 500, body: { error: 'Mail relay <b>10.0.0.12</b> refused' } } });
    renderForm();
    fillValid();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Mail relay [IP] refused')).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('shows the rate-limit message when the server refuses with 429', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'POST /api/contact': { status: 429, body: { error: 'Too many attempts. Please wait before submitting again.', code: 'rate_limited' } } });
    renderForm();
    fillValid();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Too many attempts. Please wait before submitting again.')).toBeTruthy();
  });

  it('sends feedback to /api/feedback, shows its toast and calls onSuccess (the panel closes)', async () => {
    const onSuccess = vi.fn();
    const fetch = mockFetch({ 'POST /api/feedback': { body: { message: "Feedback sent successfully! We'll get back to you soon." } } });
    renderForm('feedback', onSuccess);
    expect(submitButton().textContent).toBe('Send Feedback');
    fillValid();
    fireEvent.click(submitButton());
    expect(await screen.findByText("Feedback sent successfully! We'll get back to you soon.")).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/feedback');
  });

  it('shows the feedback failure toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSuccess = vi.fn();
    mockFetch({ 'POST /api/feedback': { status: 400, body: { error: 'Validation failed: Name is required', code: 'validation' } } });
    renderForm('feedback', onSuccess);
    fillValid();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Failed to send feedback. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Validation failed: Name is required')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('createAttemptLimiter', () => {
  it('allows 5 attempts per 60 s and frees a slot when the oldest attempt is 60 s old', () => {
    const limiter = createAttemptLimiter({ attempts: 5, windowMs: 60_000 });
    for (let i = 0; i < 5; i += 1) expect(limiter.tryAttempt(1_000 + i)).toBe(true);
    expect(limiter.tryAttempt(59_999)).toBe(false);
    expect(limiter.tryAttempt(61_000)).toBe(true);
    expect(limiter.tryAttempt(61_000)).toBe(false);
  });
});
