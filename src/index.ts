// The elements in the order that packs the module smallest: gzip finds repeats only within 32 KiB,
// so what looks alike is kept near (measured: 0.13 KiB less than alphabetical).
import { LoyaltyEvents } from './elements/loyalty-events.js';
import { LoyaltyLogin } from './elements/loyalty-login.js';
import { LoyaltySignup } from './elements/loyalty-signup.js';
import { LoyaltyReset } from './elements/loyalty-reset.js';
import { LoyaltyMissions } from './elements/loyalty-missions.js';
import { LoyaltyLeaderboard } from './elements/loyalty-leaderboard.js';
import { LoyaltyRewards } from './elements/loyalty-rewards.js';
import { LoyaltyAccount } from './elements/loyalty-account.js';
import { LoyaltyActivity } from './elements/loyalty-activity.js';
import { englishParts } from './locales/en.js';
import { define } from './shared/define.js';
import { speakEnglish } from './shared/words.js';

export { ApiError, LoyaltyClient, DEFAULT_BASE_URL } from './api/client.js';
export type * from './api/types.js';
export { PLATFORMS } from './api/types.js';
export { Session } from './session/session.js';
export type { StorageKind, EndReason } from './session/session.js';
export { SessionRegistry } from './session/registry.js';
export { pageSession, registryContext } from './session/context.js';
export type { PageSessionOptions } from './session/context.js';
export * from './shared/events.js';
export { registerStrings } from './locales/define.js';
export type { Strings } from './locales/define.js';
export type { Words } from './locales/en.js';
export { LoyaltyEvents, LoyaltyLogin, LoyaltyReset, LoyaltySignup, LoyaltyRewards, LoyaltyMissions, LoyaltyLeaderboard, LoyaltyAccount, LoyaltyActivity };

// Every element's English: the whole catalogue.
speakEnglish(englishParts);
define('loyalty-login', LoyaltyLogin);
define('loyalty-signup', LoyaltySignup);
define('loyalty-reset', LoyaltyReset);
define('loyalty-events', LoyaltyEvents);
define('loyalty-rewards', LoyaltyRewards);
define('loyalty-missions', LoyaltyMissions);
define('loyalty-leaderboard', LoyaltyLeaderboard);
define('loyalty-account', LoyaltyAccount);
define('loyalty-activity', LoyaltyActivity);
