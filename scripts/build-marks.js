// dist/platform-marks.js: each platform's mark for the platform buttons, as one self-contained
// module a creator adds with one more script tag (the marks of all eleven platforms weigh more
// than the main module's budget could carry). The paths come from Simple Icons (CC0-1.0).
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as icons from 'simple-icons';

/** Our platform names (the service's) → Simple Icons' exports. */
const ICONS = {
  twitch: icons.siTwitch,
  youtube: icons.siYoutube,
  facebook: icons.siFacebook,
  instagram: icons.siInstagram,
  discord: icons.siDiscord,
  twitter: icons.siX,
  spotify: icons.siSpotify,
  steam: icons.siSteam,
  battlenet: icons.siBattledotnet,
  chess: icons.siChessdotcom,
  tiktok: icons.siTiktok,
};

/** The module's text: it adds the marks to the page's additions and tells the elements to draw them. */
export function marksModule() {
  const marks = Object.fromEntries(Object.entries(ICONS).map(([platform, icon]) => [platform, icon.path]));
  return `// Platform marks for loyalty-widgets, from Simple Icons (CC0-1.0).
const a = (globalThis[Symbol.for("loyalty-widgets.additions")] ??= { locales: {}, overrides: {}, listeners: new Set() });
a.marks = { ...a.marks, ...${JSON.stringify(marks)} };
for (const l of a.listeners) l();
`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync('dist', { recursive: true });
  writeFileSync('dist/platform-marks.js', marksModule());
  console.log('dist/platform-marks.js: the marks of the eleven platforms');
}
