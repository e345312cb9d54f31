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
