// The UI font is bundled (no network fonts): screenshots are the same on every machine.
import '@fontsource-variable/inter';
// The monospace font too (coordinates, message sources): 'ui-monospace' or the system's
// monospace differ between machines (installing Noto Sans Mono changed the line height of every
// message source in the shots), so the stack starts with a font that ships with the app.
import '@fontsource/dejavu-mono/400.css';
import '@fontsource/dejavu-mono/700.css';
