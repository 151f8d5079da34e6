import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScoreRate } from './ScoreRate.tsx';

afterEach(cleanup);

describe('ScoreRate (issue 26.25)', () => {
  it('names the group and every star, so a screen reader says the score, not "star star"', () => {
    const onChange = vi.fn();
    render(<ScoreRate label="评分" starLabel={(score) => `${score} 分`} onChange={onChange} />);
    expect(screen.getByRole('list', { name: '评分' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 分', '2 分', '3 分', '4 分', '5 分']);
    fireEvent.click(screen.getByRole('radio', { name: '4 分' }).firstElementChild!.firstElementChild!);
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
