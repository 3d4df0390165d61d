import { coreWords } from './core.words.js';
import { loginWords } from '../components/login/loyalty-login.words.js';
import { signupWords } from '../components/signup/loyalty-signup.words.js';
import { resetWords } from '../components/reset/loyalty-reset.words.js';
import { eventsWords } from '../components/events/loyalty-events.words.js';
import { listWords } from '../base/list-element.words.js';
import { rewardsWords } from '../components/rewards/loyalty-rewards.words.js';
import { missionsWords } from '../components/missions/loyalty-missions.words.js';
import { leaderboardWords } from '../components/leaderboard/loyalty-leaderboard.words.js';
import { accountWords } from '../components/account/loyalty-account.words.js';
import { activityWords } from '../components/activity/loyalty-activity.words.js';

/**
 * English in parts, one per element (each component's `*.words.ts`), so an element's entry carries only its own;
 * a built locale module gives each part's sentences in the order of its keys.
 */
export const englishParts = {
  core: coreWords,
  login: loginWords,
  signup: signupWords,
  reset: resetWords,
  events: eventsWords,
  lists: listWords,
  rewards: rewardsWords,
  missions: missionsWords,
  leaderboard: leaderboardWords,
  account: accountWords,
  activity: activityWords,
};

/**
 * Every word a fan reads, in English: the catalogue each language follows, key for key (a locale
 * module that leaves one out or adds one fails to type-check). Sentences that carry values are
 * functions; numbers, prices, dates and relative times arrive already formatted in the language.
 */
export const en = { ...coreWords, ...loginWords, ...signupWords, ...resetWords, ...eventsWords, ...listWords, ...rewardsWords, ...missionsWords, ...leaderboardWords, ...accountWords, ...activityWords };

/** The shape every language's catalogue has: the same keys, the same sentence functions. */
export type Words = { [K in keyof typeof en]: (typeof en)[K] };

/** The key of a sentence that carries no values. */
export type WordKey = { [K in keyof Words]: Words[K] extends string ? K : never }[keyof Words];
