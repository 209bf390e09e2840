// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './query-state';

afterEach(cleanup);

const read = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  error: null,
  refetch: () => undefined,
  ...over,
});

function draw(query: QueryLike<string[]>, keepDataOnError = false) {
  render(
    <QueryState
      query={query}
      errorText="Failed to load scooters."
      empty="No scooters are listed right now."
      keepDataOnError={keepDataOnError}
    >
      {(items) => (
        <ul aria-label="Scooters">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('a read drawn through QueryState', () => {
  it("says 'Loading...' until the data is in", () => {
    draw(read({}));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('says the spec’s words when the read fails, and asks again on Try again', () => {
    const refetch = vi.fn();
    draw(read({ error: new Error('500'), refetch }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load scooters.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the list is empty, and draws the list otherwise', () => {
    draw(read({ data: [] }));
    expect(screen.getByText('No scooters are listed right now.')).toBeTruthy();
    cleanup();
    draw(read({ data: ['Activa', 'Dio'] }));
    expect(screen.getByRole('list', { name: 'Scooters' }).textContent).toBe('ActivaDio');
  });

  it('replaces what was shown when a refresh fails, unless told to keep it', () => {
    draw(read({ data: ['Activa'], error: new Error('500') }));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    draw(read({ data: ['Activa'], error: new Error('500') }), true);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Scooters' }).textContent).toBe('Activa');
  });
});
