// Account emails. Plain, readable HTML with a text alternative.
import { escapeHtml } from './escapeHtml.ts';

export function confirmationEmail(to: string, link: string) {
  const subject = 'Confirm your Main Event Mogul account';
  const text = [
    'Welcome to Main Event Mogul!',
    '',
    'Confirm your email address to start running your federation:',
    link,
    '',
    'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0d12;color:#e6e8ee;padding:24px">
<div style="max-width:520px;margin:auto;background:#151923;border-radius:12px;padding:28px">
<h1 style="margin-top:0;font-size:22px">Welcome to Main Event Mogul!</h1>
<p>Confirm your email address to start running your federation.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#f5b301;color:#111;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:700">Confirm my account</a></p>
<p style="font-size:13px;color:#9aa3b5">Or open this link: <a href="${escapeHtml(link)}" style="color:#f5b301">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#9aa3b5">The link works once and expires in 24 hours. If you did not sign up with ${escapeHtml(to)}, ignore this email.</p>
</div></body></html>`;
  return { to, subject, text, html };
}

/** Sent when someone signs up with an email that already has a confirmed account (docs/accounts.md). */
export function alreadyRegisteredEmail(to: string, signInLink: string) {
  const subject = 'You already have a Main Event Mogul account';
  const text = [
    'Someone (hopefully you) just tried to sign up to Main Event Mogul with this email address.',
    '',
    'You already have an account, so nothing was changed. Sign in here:',
    signInLink,
    '',
    'If it was not you, you can ignore this email: your account and password are unchanged.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0d12;color:#e6e8ee;padding:24px">
<div style="max-width:520px;margin:auto;background:#151923;border-radius:12px;padding:28px">
<h1 style="margin-top:0;font-size:22px">You already have an account</h1>
<p>Someone (hopefully you) just tried to sign up to Main Event Mogul with ${escapeHtml(to)}. You already have an account, so nothing was changed.</p>
<p><a href="${escapeHtml(signInLink)}" style="display:inline-block;background:#f5b301;color:#111;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:700">Sign in</a></p>
<p style="font-size:13px;color:#9aa3b5">If it was not you, you can ignore this email: your account and password are unchanged.</p>
</div></body></html>`;
  return { to, subject, text, html };
}
