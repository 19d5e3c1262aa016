/* global document, requestAnimationFrame */
// Starts the app on a server-rendered page (ADR 038). The server leaves the module script and its modulepreloads out
// of such a page, so the HTML and CSS have the link to themselves until the first paint; the page is readable
// meanwhile and hydrates when the code arrives. An external classic script: CSP script-src 'self' holds.
// data-chunks: the entry's static imports and the page's chunks, dependencies first. All are requested by import()
// (inserting <link> elements into a large page's head costs ~10 ms each on a slow phone), a batch per task, since
// starting forty module requests in one task is itself a long task; each evaluates when it arrives. Then the entry.
;(function () {
  var script = document.currentScript
  var entry = script && script.getAttribute('data-entry')
  if (!entry) return
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean)
  var BATCH = 8
  var start = function () {
    var pending = []
    var from = 0
    var batch = function () {
      chunks.slice(from, from + BATCH).forEach(function (href) {
        // A chunk that fails here is requested again by the entry, which reports it as the app does today.
        pending.push(import(href).catch(function () {}))
      })
      from += BATCH
      if (from < chunks.length) setTimeout(batch, 0)
      else
        Promise.all(pending).then(function () {
          return import(entry)
        })
    }
    batch()
  }
  // After the first paint: the next frame, then a task. A hidden tab paints nothing and runs no frames: start now.
  var afterPaint = function () {
    if (document.visibilityState === 'hidden') return start()
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)
  else afterPaint()
})()
