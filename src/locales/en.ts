import { coreWords } from './en/core.js';
import { loginWords } from './en/login.js';
import { signupWords } from './en/signup.js';
import { resetWords } from './en/reset.js';
import { eventsWords } from './en/events.js';
import { listWords } from './en/lists.js';
import { rewardsWords } from './en/rewards.js';
import { missionsWords } from './en/missions.js';
import { leaderboardWords } from './en/leaderboard.js';
import { accountWords } from './en/account.js';
import { activityWords } from './en/activity.js';

/**
 * English in parts, one per element (src/locales/en/), so an element's entry carries only its own;
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
