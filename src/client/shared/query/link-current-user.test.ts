import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserAnswer } from '../../../domain/current-user';
import { CURRENT_USER_KEY } from '../session/current-user';
import {
  getCurrentUserState,
  resetCurrentUserStore,
  setCurrentUserAnswer,
} from '../session/current-user-store';
import { linkCurrentUser } from './link-current-user';

const guest: CurrentUserAnswer = { success: false, user: null };
const signedIn = (firstName: string): CurrentUserAnswer => ({
  success: true,
  user: {
    id: 'u1',
    firstName,
    lastName: null,
    email: 'ana@example.com',
    profileImageUrl: null,
    authProvider: 'email',
    subscriptionStatus: null,
    planType: null,
    subscriptionExpiresAt: null,
    purchaseAmount: null,
    subscriptionCancelledAt: null,
    interfaceLanguage: null,
  },
});

describe('the current-user store and the query client’s entry', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetCurrentUserStore();
    fetchMock = vi.fn(async () => Response.json(signedIn('Fetched')));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts the cache from what the store already knows', () => {
    setCurrentUserAnswer(guest);
    const client = new QueryClient();
    const stop = linkCurrentUser(client);
    expect(client.getQueryData(CURRENT_USER_KEY)).toEqual(guest);
    stop();
  });

  it('carries a sign-in in either direction', () => {
    const client = new QueryClient();
    const stop = linkCurrentUser(client);
    const fromModal = signedIn('Ana');
    setCurrentUserAnswer(fromModal);
    expect(client.getQueryData(CURRENT_USER_KEY)).toEqual(fromModal);
    const fromLoginPage = signedIn('Ana María');
    client.setQueryData(CURRENT_USER_KEY, fromLoginPage);
    expect(getCurrentUserState().answer).toEqual(fromLoginPage);
    stop();
  });

  it('asks the server again when the entry is invalidated with no screen watching it', async () => {
    setCurrentUserAnswer(guest);
    const client = new QueryClient();
    const unlink = linkCurrentUser(client);
    await client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    await vi.waitFor(() => expect(getCurrentUserState().answer?.user?.firstName).toBe('Fetched'));
    expect(client.getQueryData<CurrentUserAnswer>(CURRENT_USER_KEY)?.user?.firstName).toBe('Fetched');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unlink();
  });

  it('leaves the refetch to the query client when a screen watches the entry', async () => {
    setCurrentUserAnswer(guest);
    const client = new QueryClient({
      defaultOptions: { queries: { queryFn: async () => signedIn('Refetched'), staleTime: Infinity } },
    });
    const unlink = linkCurrentUser(client);
    const stop = new QueryObserver(client, { queryKey: CURRENT_USER_KEY }).subscribe(() => {});
    await client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    expect(getCurrentUserState().answer?.user?.firstName).toBe('Refetched');
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
    unlink();
  });
});
