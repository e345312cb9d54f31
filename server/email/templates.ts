// Account emails. Plain, readable HTML with a text alternative, in one shared layout.
import { escapeHtml } from './escapeHtml.ts';

const BUTTON_STYLE = 'display:inline-block;background:#f5b301;color:#111;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:700';
const NOTE_STYLE = 'font-size:13px;color:#9aa3b5';

/** The dark card every account email uses: a heading, then paragraphs of ready HTML. */
function layout(heading: string, paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0d12;color:#e6e8ee;padding:24px">
<div style="max-width:520px;margin:auto;background:#151923;border-radius:12px;padding:28px">
<h1 style="margin-top:0;font-size:22px">${heading}</h1>
${paragraphs.join('\n')}
</div></body></html>`;
}

const button = (link: string, label: string) => `<p><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${label}</a></p>`;
const note = (html: string) => `<p style="${NOTE_STYLE}">${html}</p>`;

export function confirmationEmail(to: string, link: string) {
  const subject = 'Confirm your Main Event Mogul account';
  const text = [
    'Welcome to Main Event Mogul!',
    '',
    'Confirm your email address to start running your federation:',
    link,
    '',
    'You will be asked for the password you chose when you signed up.',
    'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
  ].join('\n');
  const html = layout('Welcome to Main Event Mogul!', [
    '<p>Confirm your email address to start running your federation. You will be asked for the password you chose when you signed up.</p>',
    button(link, 'Confirm my account'),
    note(`Or open this link: <a href="${escapeHtml(link)}" style="color:#f5b301">${escapeHtml(link)}</a>`),
    note(`The link works once and expires in 24 hours. If you did not sign up with ${escapeHtml(to)}, ignore this email.`),
  ]);
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
  const html = layout('You already have an account', [
    `<p>Someone (hopefully you) just tried to sign up to Main Event Mogul with ${escapeHtml(to)}. You already have an account, so nothing was changed.</p>`,
    button(signInLink, 'Sign in'),
    note('If it was not you, you can ignore this email: your account and password are unchanged.'),
  ]);
  return { to, subject, text, html };
}

/** The "Forgot password?" email: a one-time link to set a new password (docs/accounts.md "Password reset"). */
export function passwordResetEmail(to: string, link: string, lifetime: string) {
  const subject = 'Reset your Main Event Mogul password';
  const text = [
    'Someone (hopefully you) asked to reset the password of your Main Event Mogul account.',
    '',
    'Choose a new password here:',
    link,
    '',
    `The link works once and expires in ${lifetime}. Setting a new password signs out every device signed in to your account.`,
    'If you did not ask for this, ignore this email: your password is unchanged.',
  ].join('\n');
  const html = layout('Reset your password', [
    `<p>Someone (hopefully you) asked to reset the password of the Main Event Mogul account for ${escapeHtml(to)}.</p>`,
    button(link, 'Choose a new password'),
    note(`Or open this link: <a href="${escapeHtml(link)}" style="color:#f5b301">${escapeHtml(link)}</a>`),
    note(`The link works once and expires in ${escapeHtml(lifetime)}. Setting a new password signs out every device signed in to your account.`),
    note('If you did not ask for this, ignore this email: your password is unchanged.'),
  ]);
  return { to, subject, text, html };
}
