import { modals } from '@mantine/modals'

type ConfirmModalOptions = Parameters<typeof modals.openConfirmModal>[0]

// The dialog host (ModalsProvider) loads just after the first paint (app/deferred-ui.tsx), and Mantine opens
// dialogs through window events that nobody hears before it listens: a click on a page whose data came from
// the cache can come first. Calls wait for the host instead of being lost.
let hostMounted: () => void
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve
})

/** Called by the deferred UI once ModalsProvider listens (its effects run before its parent's). */
export function markModalsHostMounted() {
  hostMounted()
}

/** `modals.openConfirmModal`, safe to call before the dialog host has loaded. */
export function openConfirmModal(options: ConfirmModalOptions) {
  void hostReady.then(() => modals.openConfirmModal(options))
}
