import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { currentPasswordRequiredMessage } from '../validation.ts';
import { ChangeDetailsForm, confirmationSentMessage, detailsChangedMessage } from './change-details-form.tsx';

const session = {
  user: { id: 'u1', first_name: 'Ada', email: 'ada@example.com' },
  plan: { status: 'inactive' as const, name: null, search_count: 0, expiry_date: null },
};

function renderForm() {
  return renderRoutes(
    [
      {
        path: '/my-account/setting',
        element: (
          <ModalsProvider>
            <ChangeDetailsForm session={session} />
          </ModalsProvider>
        ),
      },
    ],
    '/my-account/setting',
  );
}

function sentBody(fetchMock: ReturnType<typeof vi.fn>): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChangeDetailsForm', () => {
  it('changes the name without asking for the password', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/user/changeuserdetails': {
          status: 200,
          body: { result: { ...session.user, first_name: 'Ada L.' }, pending_email: null },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Ada L.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
    expect(await screen.findByText(detailsChangedMessage)).toBeTruthy();
    expect(sentBody(fetchMock)).toEqual({ name: 'Ada L.', email: 'ada@example.com' });
  });

  it('sends the current password with a new e-mail and says a confirmation link was sent', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/user/changeuserdetails': {
          status: 200,
          body: { result: session.user, pending_email: 'ada@new.example' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), {
      target: { value: 'ada@new.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
    expect(screen.getByText(currentPasswordRequiredMessage)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Current password', { exact: false }), {
      target: { value: 'correct-h0rse!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, send the link' }));
    expect(await screen.findByText(confirmationSentMessage('ada@new.example'))).toBeTruthy();
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ada',
      email: 'ada@new.example',
      password: 'correct-h0rse!',
    });
    // The form shows the address that is true until the link is opened.
    expect((screen.getByLabelText('Email', { exact: true }) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
  });
});
