import { executeServerCommand, sendKeys } from '@web/test-runner-commands';

/** WebKit runs under WebDriver here, which takes only `press` and `type`; Chromium and Firefox under Puppeteer. */
const webDriver = !/Chrome|Firefox/.test(navigator.userAgent);

/**
 * Shift+Tab, as a fan presses it: Shift held down around Tab. WebDriver's `type` holds each key it
 * is given down until the last, so there Shift and Tab go as one sequence of its key codes.
 */
export async function shiftTab(): Promise<void> {
  if (webDriver) return sendKeys({ type: '\uE008\uE004' });
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

/**
 * A key pressed and held (each further `down` its auto-repeat, `repeat` set, as a held key sends),
 * or let go (`up`). WebKit's WebDriver takes it as actions, and sends no repeat of a key held down.
 */
export async function holdKey(how: { down: string } | { up: string }): Promise<void> {
  if (!(await executeServerCommand('hold-key', how))) await sendKeys(how);
}
