import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiRequest } from './useApiRequest.ts';
import { useResumeAction } from './useResumeAction.ts';

vi.mock('@/app/initialState.tsx', () => ({ useInitialState: () => ({ initialState: { currentUser: { role: 'seeker' } } }) }));
afterEach(cleanup);

/** A save button as the pages have it: its request goes through useApiRequest (ahooks' useRequest, which cancels on unmount). */
function SaveButton({ save }: { save: () => Promise<string> }) {
  const [saved, setSaved] = useState(false);
  const { runAsync } = useApiRequest(save, { manual: true });
  useResumeAction('save.j1', () => void runAsync().then(() => setSaved(true)));
  const { search } = useLocation();
  return (
    <p>
      {saved ? 'saved' : 'not saved'} {search || 'no query'}
    </p>
  );
}

describe('useResumeAction', () => {
  it('under StrictMode (the dev server) the resumed action runs once and its result lands', async () => {
    const save = vi.fn(() => Promise.resolve('ok'));
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/jobdetail?id=j1&resume=save.j1']}>
          <SaveButton save={save} />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(await screen.findByText(/^saved/)).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    // The request left the URL, so a reload does not repeat it.
    expect(screen.getByText(/\?id=j1$/)).toBeTruthy();
  });
});
