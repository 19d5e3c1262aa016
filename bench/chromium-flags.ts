/**
 * The Chromium command line of the first-load benchmarks (lighthouse.ts, long-tasks.ts): chrome-launcher's defaults,
 * which Lighthouse starts Chromium with, plus the journeys' headless flags (e2e/support/chromium-args.ts), plus three
 * features off.
 *
 * Chromium 156 (Debian's build, 2026-11) starts the browser's own omnibox popup, a WebUI page
 * (chrome://omnibox-popup.top-chrome), in a renderer of its own while the page loads: ~3 s of CPU on a 2-core machine,
 * competing with the page's main thread for the cores and inflating its long tasks (a trace shows that renderer busy
 * 3.3 s, with module evaluations of 300–800 ms, beside the page's 2.3 s). A phone's Chrome does not do that during a
 * navigation; the benchmarks measure the page, so the popup is turned off.
 *
 * Chromium takes the last `--disable-features` it is given, so the list is merged into chrome-launcher's.
 */
import { Launcher } from 'chrome-launcher'
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args'

const OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/** Lighthouse adds chrome-launcher's defaults itself: these go after them (`--chrome-flags`). */
export function lighthouseChromeFlags(): string[] {
  const defaults = Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='))
  return [
    `--disable-features=${[...(defaults ? defaults.slice('--disable-features='.length).split(',') : []), ...OFF].join(',')}`,
    ...CHROMIUM_ARGS,
  ]
}

/** The whole command line, for a Chromium started by Playwright without its own defaults (`ignoreDefaultArgs`). */
export function benchChromiumFlags(): string[] {
  return [...Launcher.defaultFlags().filter((flag) => !flag.startsWith('--disable-features=')), ...lighthouseChromeFlags()]
}
