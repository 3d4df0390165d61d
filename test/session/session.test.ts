import { expect } from '@open-wc/testing';
import { ApiError, LoyaltyClient } from '../../src/api/client.js';
import type { User } from '../../src/api/types.js';
import { SessionRegistry } from '../../src/session/session-registry.js';
import { Session } from '../../src/session/session.js';
import { storageKey, type StorageKind } from '../../src/session/session-store.js';
import { withEachField } from '../support/hostile.js';
import { drawn, misfit } from '../support/shapes.js';

const user: User = { id: 1, name: 'Fan', gold: 5 };
const baseUrl = 'https://session.test';
let team = '';
let n = 0;

/** Counts `change` events of a session. */
function changes(session: Session) {
  const seen = { count: 0 };
  session.addEventListener('change', () => seen.count++);
  return seen;
}

describe('Session', () => {
  beforeEach(() => {
    team = `team-${Date.now()}-${n++}`;
  });
  afterEach(() => {
    localStorage.removeItem(storageKey(baseUrl, team));
    sessionStorage.removeItem(storageKey(baseUrl, team));
  });

  it('starts, persists under a namespaced key and survives a reload', () => {
    const session = new Session(new LoyaltyClient(baseUrl, team));
    const seen = changes(session);
    session.start({ token: 'tok', user });
    expect(seen.count).to.equal(1);
    expect(JSON.parse(localStorage.getItem(`loyalty-widgets:${baseUrl}:${team}`)!)).to.deep.equal({ token: 'tok', user });
    const reloaded = new Session(new LoyaltyClient(baseUrl, team));
    expect([reloaded.loggedIn, reloaded.token, reloaded.user]).to.deep.equal([true, 'tok', user]);
  });

  it("reads the fan who logged in while the last fan's read was under way, rather than sharing its answer", async () => {
    const answers: ((response: Response) => void)[] = [];
    const fetch = (() => new Promise<Response>((resolve) => answers.push(resolve))) as typeof window.fetch;
    const session = new Session(new LoyaltyClient(baseUrl, team, { fetch }), 'memory');
    const answer = (id: number, position: number) => new Response(JSON.stringify({ user: { id, name: `Fan ${id}`, gold: 1 }, rank: { position, total: 10 } }));
    session.start({ token: 'first', user });
    const first = session.refresh();
    session.end();
    session.start({ token: 'second', user: { id: 2, name: 'Fan 2', gold: 1 } });
    const second = session.refresh();
    answers.shift()!(answer(1, 9));
    await first;
    answers.shift()?.(answer(2, 3));
    await second;
    expect([session.user?.id, session.rank]).to.deep.equal([2, { position: 3, total: 10 }]);
  });

  it('ends once: a second end reports there was nothing to end', () => {
    const session = new Session(new LoyaltyClient(baseUrl, team));
    session.start({ token: 'tok', user });
    expect(session.end()).to.be.true;
    expect(session.end()).to.be.false;
    expect(session.loggedIn).to.be.false;
    expect(localStorage.getItem(storageKey(baseUrl, team))).to.be.null;
  });

  it('keeps a session-storage session out of local storage', () => {
    const session = new Session(new LoyaltyClient(baseUrl, team), 'session');
    session.start({ token: 'tok', user });
    expect(localStorage.getItem(storageKey(baseUrl, team))).to.be.null;
    expect(sessionStorage.getItem(storageKey(baseUrl, team))).to.contain('tok');
  });

  it('keeps a memory session out of both storages', () => {
    const session = new Session(new LoyaltyClient(baseUrl, team), 'memory');
    session.start({ token: 'tok', user });
    expect(localStorage.getItem(storageKey(baseUrl, team))).to.be.null;
    expect(sessionStorage.getItem(storageKey(baseUrl, team))).to.be.null;
    expect(session.token).to.equal('tok');
  });

  it('falls back to memory when storage throws', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      const session = new Session(new LoyaltyClient(baseUrl, team));
      session.start({ token: 'tok', user });
      expect(session.token).to.equal('tok');
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(localStorage.getItem(storageKey(baseUrl, team))).to.be.null;
  });

  it('ignores a stored value that is not a session', () => {
    localStorage.setItem(storageKey(baseUrl, team), '{"token": 5}');
    expect(new Session(new LoyaltyClient(baseUrl, team)).loggedIn).to.be.false;
    localStorage.setItem(storageKey(baseUrl, team), 'not json');
    expect(new Session(new LoyaltyClient(baseUrl, team)).loggedIn).to.be.false;
  });

  it('reads a stored session through the same checks as a service answer', () => {
    const key = storageKey(baseUrl, team);
    for (const { label, value } of withEachField({ ...user, loyaltyTier: { id: 1, name: 'Bronze', gold: 0 } })) {
      localStorage.setItem(key, JSON.stringify({ token: 'tok', user: value }));
      const stored = new Session(new LoyaltyClient(baseUrl, team)).user;
      if (stored) expect(misfit(drawn.auth.entries.user, stored), label).to.equal('');
      else expect(label, 'only a user without a usable id is no user').to.match(/^id = /);
    }
    for (const token of ['a\nb', 'tök', '', 5, null]) {
      localStorage.setItem(key, JSON.stringify({ token, user }));
      expect(new Session(new LoyaltyClient(baseUrl, team)).loggedIn, String(token)).to.be.false;
    }
  });

  it('follows another tab only to a session it can read', () => {
    const session = new Session(new LoyaltyClient(baseUrl, team));
    session.start({ token: 'tok', user });
    localStorage.setItem(storageKey(baseUrl, team), JSON.stringify({ token: 'tok2', user: { ...user, name: { nodeType: 1 } } }));
    session.reload();
    expect([session.token, session.user?.name]).to.deep.equal(['tok2', '']);
  });

  describe('where the token lives: the strictest storage any asker asked for', () => {
    const stored = () => [localStorage.getItem(storageKey(baseUrl, team)), sessionStorage.getItem(storageKey(baseUrl, team))];

    it('moves a token out of local storage at once when a later asker wants memory', () => {
      const registry = new SessionRegistry();
      const session = registry.get(baseUrl, team);
      session.start({ token: 'tok', user });
      expect(stored()[0]).to.contain('tok');
      expect(registry.get(baseUrl, team, 'memory')).to.equal(session);
      expect(stored(), 'in neither storage').to.deep.equal([null, null]);
      expect([session.storage, session.token]).to.deep.equal(['memory', 'tok']);
      registry.get(baseUrl, team, 'local');
      session.start({ token: 'tok2', user });
      expect(stored(), 'a looser asker after it changes nothing').to.deep.equal([null, null]);
    });

    it('reads the kind a page writes in any case and spacing, and an unknown one as memory: never looser than asked', () => {
      for (const [asked, kept] of [['Memory', 'memory'], [' SESSION ', 'session'], ['LOCAL', 'local'], ['memroy', 'memory'], ['sessionStorage', 'memory'], ['', 'local'], [undefined, 'local'], [null, 'local'], [5, 'memory']]) {
        const session = new SessionRegistry().get(baseUrl, team, asked as StorageKind);
        session.start({ token: 'tok', user });
        expect(session.storage, `storage="${asked}"`).to.equal(kept);
        expect(stored().map(Boolean), `storage="${asked}": in local, session storage`).to.deep.equal([kept === 'local', kept === 'session']);
        session.end();
      }
    });

    it('keeps a session-storage session out of local storage whoever asks first', () => {
      const registry = new SessionRegistry();
      registry.get(baseUrl, team, 'local').start({ token: 'tok', user });
      registry.get(baseUrl, team, 'session');
      expect(stored()[0]).to.equal(null);
      expect(JSON.parse(stored()[1]!)).to.deep.equal({ token: 'tok', user });
      registry.get(baseUrl, team, 'memory');
      expect(stored()).to.deep.equal([null, null]);
    });
  });

  describe('authorized calls', () => {
    it('pass the token and return the result', async () => {
      const session = new Session(new LoyaltyClient(baseUrl, team), 'memory');
      session.start({ token: 'tok', user });
      expect(await session.authorized(async (token) => `got ${token}`)).to.equal('got tok');
    });

    it('end the session on 401 and tell only the call that ended it', async () => {
      const session = new Session(new LoyaltyClient(baseUrl, team), 'memory');
      session.start({ token: 'tok', user });
      const refused = () => Promise.reject(new ApiError('http', 401, 'Please log in again.'));
      let ended = 0;
      const results = await Promise.allSettled([
        session.authorized(refused, () => ended++),
        session.authorized(refused, () => ended++),
      ]);
      expect(results.map((r) => r.status)).to.deep.equal(['rejected', 'rejected']);
      expect(results.map((r) => ((r as PromiseRejectedResult).reason as ApiError).kind), 'both fail as expired').to.deep.equal(['expired', 'expired']);
      expect(ended).to.equal(1);
      expect(session.loggedIn).to.be.false;
    });

    it('keep a session started after the refused token', async () => {
      const session = new Session(new LoyaltyClient(baseUrl, team), 'memory');
      session.start({ token: 'old', user });
      let ended = 0;
      await session
        .authorized(async () => {
          session.start({ token: 'new', user });
          throw new ApiError('http', 401, 'no');
        }, () => ended++)
        .catch(() => undefined);
      expect([session.token, ended]).to.deep.equal(['new', 0]);
    });

    it('mark the session as expired until a new one starts, here or in another tab', async () => {
      const session = new Session(new LoyaltyClient(baseUrl, team));
      session.start({ token: 'tok', user });
      await session.authorized(() => Promise.reject(new ApiError('http', 401, 'no'))).catch(() => undefined);
      expect(session.expired).to.be.true;
      localStorage.setItem(storageKey(baseUrl, team), JSON.stringify({ token: 'from-tab-2', user }));
      session.reload();
      expect([session.token, session.expired]).to.deep.equal(['from-tab-2', false]);
      session.end();
      expect(session.expired, 'a deliberate logout is not an expiry').to.be.false;
    });

    it('leave the session alone on other failures', async () => {
      const session = new Session(new LoyaltyClient(baseUrl, team), 'memory');
      session.start({ token: 'tok', user });
      await session.authorized(() => Promise.reject(new ApiError('server', 503, 'down'))).catch(() => undefined);
      expect(session.loggedIn).to.be.true;
    });

    it('refuse to run without a session', async () => {
      const session = new Session(new LoyaltyClient(baseUrl, team), 'memory');
      let ran = false;
      const error = await session.authorized(async () => (ran = true)).catch((e: ApiError) => e);
      expect([ran, (error as ApiError).status]).to.deep.equal([false, 401]);
    });
  });
});

describe('SessionRegistry', () => {
  beforeEach(() => {
    team = `team-${Date.now()}-${n++}`;
  });
  afterEach(() => localStorage.removeItem(storageKey(baseUrl, team)));

  it('gives every element of one (base-url, team) the same session', () => {
    const registry = new SessionRegistry();
    const a = registry.get(baseUrl, team, 'memory');
    expect(registry.get(`${baseUrl}/`, team, 'memory')).to.equal(a);
    expect(registry.get(baseUrl, `${team}-other`, 'memory')).not.to.equal(a);
    expect(registry.get('https://other.test', team, 'memory')).not.to.equal(a);
  });

  it('follows another tab logging in and out', () => {
    const registry = new SessionRegistry();
    const target = new EventTarget() as Window;
    const stop = registry.syncAcrossTabs(target);
    const session = registry.get(baseUrl, team);
    const seen = changes(session);
    const key = storageKey(baseUrl, team);

    localStorage.setItem(key, JSON.stringify({ token: 'from-tab-2', user }));
    target.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    expect([session.token, seen.count]).to.deep.equal(['from-tab-2', 1]);

    localStorage.removeItem(key);
    target.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    expect([session.loggedIn, seen.count]).to.deep.equal([false, 2]);

    // Another key changing is not this session's business.
    target.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', storageArea: localStorage }));
    expect(seen.count).to.equal(2);
    stop();
  });
});

describe('Session.shared', () => {
  /** A run the test settles by hand, counting how often it started and seeing its signal. */
  function deferred() {
    const seen = { runs: 0, signal: undefined as AbortSignal | undefined, resolve: undefined as unknown as (value: string) => void };
    const run = (signal: AbortSignal) => {
      seen.runs++;
      seen.signal = signal;
      return new Promise<string>((resolve) => (seen.resolve = resolve));
    };
    return { seen, run };
  }

  it('runs once for callers asking with the same key while it is in flight', async () => {
    const session = new Session(new LoyaltyClient(baseUrl, 'shared'), 'memory');
    const { seen, run } = deferred();
    const first = session.shared('list', run);
    const second = session.shared('list', run);
    seen.resolve('events');
    expect(await Promise.all([first, second])).to.deep.equal(['events', 'events']);
    expect(seen.runs).to.equal(1);
    const third = session.shared('list', run);
    expect(seen.runs).to.equal(2);
    seen.resolve('again');
    expect(await third).to.equal('again');
  });

  it('lets one caller go without cancelling the others; the last to go aborts the run', async () => {
    const session = new Session(new LoyaltyClient(baseUrl, 'shared'), 'memory');
    const { seen, run } = deferred();
    const a = new AbortController();
    const b = new AbortController();
    const first = session.shared('list', run, a.signal);
    const second = session.shared('list', run, b.signal);
    a.abort('gone');
    let reason: unknown;
    await first.catch((error: unknown) => (reason = error));
    expect(reason).to.equal('gone');
    expect(seen.signal!.aborted).to.be.false;
    b.abort('gone too');
    await second.catch(() => undefined);
    expect(seen.signal!.aborted).to.be.true;
    // A new caller starts a new run rather than joining the abandoned one.
    session.shared('list', run);
    expect(seen.runs).to.equal(2);
  });
});
