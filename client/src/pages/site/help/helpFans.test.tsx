// The help's "What the fans say" says the sim's figures (shared/rules/fans.ts) and sits in Advanced Management.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAN_BUZZ_WEEKS, FAN_COMMENTS_PER_SHOW, FAN_COMMENTS_PER_WEEK, FAN_GREAT_MAIN_EVENT_STARS, FAN_IDLE_TITLE_WEEKS } from '#shared/rules/fans.ts';
import { ADVANCED_MANAGEMENT } from './helpAdvancedManagement.tsx';
import { FANS_TOPIC } from './helpFans.tsx';

describe("the help's What the fans say", () => {
  it('names the caps, the thresholds and how long the followers move, and that the inbox stays clear', () => {
    render(<div data-testid="topic">{FANS_TOPIC.body}</div>);
    const text = screen.getByTestId('topic').textContent!;
    expect(text).toContain(`at most ${FAN_COMMENTS_PER_SHOW} about a show and ${FAN_COMMENTS_PER_WEEK} a week`);
    expect(text).toContain(`at least ${FAN_GREAT_MAIN_EVENT_STARS} stars`);
    expect(text).toContain(`for ${FAN_IDLE_TITLE_WEEKS} weeks`);
    expect(text).toContain(`followers for ${FAN_BUZZ_WEEKS} weeks`);
    expect(text).toContain('never in your inbox');
    expect(ADVANCED_MANAGEMENT.topics.map((t) => t.id)).toContain('fans');
  });
});
