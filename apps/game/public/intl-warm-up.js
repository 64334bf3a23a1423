// A worker that builds one of each Intl formatter the game shows, then ends, so the
// game's first formatting finds them ready without main-thread work.
// V8 sets up ICU's list of available locales once per process, the first time a page builds an
// Intl.NumberFormat, DateTimeFormat or RelativeTimeFormat: about 20 ms on a desktop, four times
// that on a slow phone, in one piece. A dedicated worker runs in the page's process, so this setup
// done here, on the worker's thread, spares the page's main thread: its first number format then
// takes a fraction of a millisecond. Started by the app when a signed-in screen is on its way
// (apps/game/src/preload.ts, which waits for the 'done' message below); the locale does not
// matter, the list is shared by all of them.
new Intl.NumberFormat().format(1);
new Intl.DateTimeFormat(undefined, { hour: '2-digit', timeZone: 'UTC' }).format(0);
new Intl.RelativeTimeFormat().format(-1, 'minute');
// Tells the page it may build its own formatters now without waiting on this set-up's lock.
postMessage('done');
close();
