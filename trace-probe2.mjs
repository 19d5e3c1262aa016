import { chromium } from 'playwright-core'
import { writeFileSync } from 'node:fs'
const url = process.argv[2]
const out = process.argv[3]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', ignoreDefaultArgs: true, args: [...(await import('./bench/chromium-flags.ts')).benchChromiumFlags(), '--remote-debugging-pipe'] })
await browser.startTracing(undefined, { categories: (process.env.CATS ?? 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,toplevel').split(',') })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'load' })
for (let i = 0; i < 300; i++) { const { result } = await cdp.send('Runtime.evaluate', { expression: "document.documentElement.dataset.hydrated === 'true'", returnByValue: true }); if (result.value) break; await new Promise((r) => setTimeout(r, 200)) }
await page.waitForTimeout(3000)
const { profile } = await cdp.send('Profiler.stop')
writeFileSync(out + '.cpuprofile', JSON.stringify(profile))
writeFileSync(out, await browser.stopTracing())
await browser.close()
