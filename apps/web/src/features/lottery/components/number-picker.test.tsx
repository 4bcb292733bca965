import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../locales/texts';
import { gridMove, NumberPicker } from './number-picker';

function Harness({ digits, onToggle }: { digits: 2 | 3; onToggle?: (n: string) => void }) {
  const [picks, setPicks] = useState<string[]>([]);
  return (
    <NumberPicker
      digits={digits}
      selected={picks}
      onToggle={(n) => {
        onToggle?.(n);
        setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]));
      }}
    />
  );
}

describe('number picker', () => {
  it('moves by arrow keys inside a 10-wide grid, staying inside it', () => {
    expect(gridMove('ArrowRight', 0, 100)).toBe(1);
    expect(gridMove('ArrowDown', 5, 100)).toBe(15);
    expect(gridMove('ArrowDown', 95, 100)).toBe(95);
    expect(gridMove('ArrowUp', 5, 100)).toBe(5);
    expect(gridMove('ArrowLeft', 0, 100)).toBe(0);
    expect(gridMove('End', 42, 100)).toBe(49);
    expect(gridMove('Home', 42, 100)).toBe(40);
    expect(gridMove('a', 42, 100)).toBeNull();
  });

  it('is one tab stop; arrows move the focus and Enter or Space (a click) picks, shown by aria-pressed', () => {
    const onToggle = vi.fn();
    render(<Harness digits={2} onToggle={onToggle} />);
    const cells = screen.getAllByRole('button');
    expect(cells).toHaveLength(100);
    expect(cells.filter((c) => c.tabIndex === 0).map((c) => c.textContent)).toEqual(['00']);

    cells[0]!.focus();
    fireEvent.keyDown(cells[0]!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('01');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('11');
    expect(cells.filter((c) => c.tabIndex === 0).map((c) => c.textContent)).toEqual(['11']);

    // a native button: Enter and Space click it
    fireEvent.click(document.activeElement!);
    expect(onToggle).toHaveBeenCalledWith('11');
    expect(screen.getByRole('button', { name: '11' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '11' }));
    expect(screen.getByRole('button', { name: '11' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('takes 3-digit numbers typed or from the grid of a hundred', () => {
    const onToggle = vi.fn();
    render(<Harness digits={3} onToggle={onToggle} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '7a5' } });
    expect((input as HTMLInputElement).value).toBe('75');
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(input, { target: { value: '705' } });
    fireEvent.submit(input.closest('form')!);
    expect(onToggle).toHaveBeenCalledWith('705');
    // the grid moved to the 7xx hundred, with the number picked
    expect(screen.getByRole('radio', { name: '7xx' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: '705' }).getAttribute('aria-pressed')).toBe('true');
    // arrows move between hundreds
    fireEvent.keyDown(screen.getByRole('radio', { name: '7xx' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '8xx' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: '800' })).toBeTruthy();
  });
});
