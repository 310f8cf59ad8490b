import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AiAnswersDialog } from './ai-answers-dialog';

describe('AiAnswersDialog', () => {
  it('starts from what the selection samples, says the searches a month the engines chosen cost, and saves them', async () => {
    const onSubmit = vi.fn();
    render(<AiAnswersDialog open count={3} current={['google_ai_mode']} checksPerMonth={91.3} allOnPage pending={false} onClose={() => undefined} onSubmit={onSubmit} />);
    expect(screen.getByRole('checkbox', { name: 'Google AI Mode' })).toHaveProperty('checked', true);
    expect(screen.getByText('About 91 more searches a month: one per engine each time a keyword is checked.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bing Copilot' }));
    expect(screen.getByText('About 183 more searches a month: one per engine each time a keyword is checked.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(['google_ai_mode', 'bing_copilot']);
  });

  it('says paused keywords cost nothing more until they resume', () => {
    render(<AiAnswersDialog open count={1} current={['google_ai_mode']} checksPerMonth={0} allOnPage pending={false} onClose={() => undefined} onSubmit={() => undefined} />);
    expect(screen.getByText('Nothing more while these keywords are paused: each engine costs one search every time a keyword is checked.')).toBeTruthy();
  });

  it('says "at least" when part of the selection is on other pages, and what stopping keeps', async () => {
    render(<AiAnswersDialog open count={40} current={['bing_copilot']} checksPerMonth={30} allOnPage={false} pending={false} onClose={() => undefined} onSubmit={() => undefined} />);
    expect(screen.getByText('At least 30 more searches a month: one per engine each time a keyword is checked.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bing Copilot' }));
    expect(screen.getByText('No AI answers will be asked: samples already taken stay in each keyword’s detail.')).toBeTruthy();
  });
});
