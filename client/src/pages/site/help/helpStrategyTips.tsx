// The help center's Strategy & Tips: what experienced promoters do.
// Figures follow the spec and docs/rules/ (index: docs/game-rules.md); keep them in step when rules change.
import type { HelpSection } from './helpTopics.tsx';

export const STRATEGY_TIPS: HelpSection = {
  id: 'strategy-tips',
  title: 'Strategy & Tips',
  intro: 'What experienced promoters do.',
  topics: [
    {
      id: 'run-every-week',
      title: 'Run a show every week',
      body: <p>Every quiet week costs 0.2 popularity. A small show in a full club is better than no show at all.</p>,
    },
    {
      id: 'fill-the-building',
      title: 'Fill the building before you grow it',
      body: (
        <p>
          A sold-out 800-seat club looks and pays better than a half-empty arena. Move up a venue size when you keep selling out, not before.
        </p>
      ),
    },
    {
      id: 'spend-slowly',
      title: 'Spend slowly in the first month',
      body: (
        <p>
          Your $50,000 has to last until the shows pay for themselves. Sign 6-8 wrestlers, keep most of them on Per Appearance contracts, and
          invest in products and staff once you have a weekly profit; a cheap campaign is the one exception (below).
        </p>
      ),
    },
    {
      id: 'first-month-push',
      title: 'A push in your first month',
      // The balance harness's help-follower does exactly this (scripts/balance/plans.ts HELP_FIRST_MONTH_CAMPAIGN_SHARE); keep them in step.
      body: (
        <p>
          Campaigns sell at their list price while your popularity is 20 or less, and a few points early mean more fans at every show after. In
          each of your first four weeks, buy any campaign that costs at most a quarter of your funds, such as a Social Media Blitz. Half of a
          campaign's hype fades when it ends, so keep your shows good.
        </p>
      ),
    },
    {
      id: 'save-before-risks',
      title: 'Save before a big decision',
      body: <p>The game autosaves every change to the slot you are playing before it answers you. Should a save ever be damaged, the game says so with an error ID and lets you continue from that slot's previous save or start anew. Before a risky signing or a big spend, save to the other slot: you play on there, and the slot you left keeps the game as it was, to load if it goes wrong. A new game plays in slot 1.</p>,
    },
    {
      id: 'save-cannot-be-read',
      title: 'If a save cannot be read',
      // The choices: client/src/components/saves/SaveProblemDialog.tsx and docs/rules/game.md "Saving"; keep them in step.
      body: (
        <p>
          Each slot keeps the save before its latest one. If a save is ever damaged, the game says so with an error ID and nothing else is touched:
          continue from the previous save (the moves made since it are played again onto it, up to a damaged one, and the dialog says how many
          weeks that loses), or start a new game. A damaged slot you tried to load
          leaves your running game as it was. Quote the error ID if you contact us.
        </p>
      ),
    },
    {
      id: 'keep-your-account-safe',
      title: 'Keep your account safe',
      // Figures: server/auth/rateLimits.ts SIGN_IN_THROTTLE and docs/accounts.md; keep them in step.
      body: (
        <p>
          Signed in on a shared computer? Open your Profile and choose Sign Out Everywhere. Changing your password there also signs out every other
          device, while you stay signed in. After 10 wrong passwords from one place in 15 minutes, sign-in from there pauses for up to 15 minutes;
          someone else guessing at your account only slows sign-in down (by at most 4 seconds), and not at all on a network you signed in from in the last 14 days.
          Lost your password? Choose Forgot password? on the sign-in form: we email you a link that works once, for 1 hour. The new password you set
          there signs out every device and signs you in where you set it. An account made with Google can add a password the same way.
        </p>
      ),
    },
  ],
};
