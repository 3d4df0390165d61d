/** The text of dist/platform-marks.js (see build-marks.js). */
export function marksModule(): string;
