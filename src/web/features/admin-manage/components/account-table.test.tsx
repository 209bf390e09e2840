// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountTable } from './account-table';

afterEach(cleanup);

describe('the account row', () => {
  it('shows the created date as dd/mm/yyyy, like every date in the panel', () => {
    render(
      <AccountTable
        user={{
          user_id: 'admin',
          user_name: 'Chandrabhaga Honda',
          email: '',
          mobile_no: '',
          city: 'N/A',
          created_date: '2026-11-25',
          expire_date: 'N/A',
          Status: 'Active',
          role: 'owner',
          permissions: [],
          must_change_password: false,
        }}
      />,
    );
    expect(screen.getByText('25/11/2026')).toBeTruthy();
    expect(screen.queryByText('2026-11-25')).toBeNull();
    expect(screen.getAllByText('N/A')).toHaveLength(2);
  });
});
