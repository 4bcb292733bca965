import { defaultScheduler, notifyManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, renderResultsPerFrame } from './query-client';

/** Two lists of one screen whose answers the test hands over, and how often the screen rendered. */
function setUp() {
  const client = createQueryClient();
  const answers: Record<string, (value: string) => void> = {};
  const ask = (key: string) => () => new Promise<string>((resolve) => (answers[key] = resolve));
  let renders = 0;
  function Screen() {
    const games = useQuery({ queryKey: ['games'], queryFn: ask('games') });
    const winners = useQuery({ queryKey: ['winners'], queryFn: ask('winners') });
    renders += 1;
    return <p>{`${games.data ?? '…'} ${winners.data ?? '…'}`}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  return { answers, renders: () => renders };
}

/** Frames the test draws itself: callbacks wait until `drawFrame`. */
const frames: FrameRequestCallback[] = [];
const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The two answers 5 ms apart, then a frame. */
async function answerBoth(answers: Record<string, (value: string) => void>) {
  await act(async () => {
    answers.games!('12 games');
    await later(5);
    answers.winners!('3 winners');
    await later(5);
    drawFrame();
    await later(0);
  });
}

describe('query results per frame', () => {
  afterEach(() => {
    notifyManager.setScheduler(defaultScheduler);
    vi.unstubAllGlobals();
  });

  it('renders answers that arrive within one frame once, with both', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    renderResultsPerFrame();
    const { answers, renders } = setUp();
    await act(async () => drawFrame());
    const before = renders();
    await answerBoth(answers);
    expect(screen.getByText('12 games 3 winners')).toBeTruthy();
    expect(renders() - before).toBe(1);
  });

  it('renders each answer by itself without it (the default)', async () => {
    const { answers, renders } = setUp();
    const before = renders();
    await answerBoth(answers);
    expect(screen.getByText('12 games 3 winners')).toBeTruthy();
    expect(renders() - before).toBe(2);
  });

  it('does not wait for a frame on a hidden page, which draws none', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderResultsPerFrame();
    const { answers } = setUp();
    await act(async () => {
      answers.games!('12 games');
      answers.winners!('3 winners');
    });
    // Frames never come here, so the answers can only show if the scheduler did not wait for one. Waiting
    // for the text (not a fixed 5 ms) keeps a loaded machine's late timers from failing the test.
    expect(await screen.findByText('12 games 3 winners')).toBeTruthy();
    visibility.mockRestore();
  });
});
