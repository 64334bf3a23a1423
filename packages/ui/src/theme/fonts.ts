// The UI font is bundled (no network fonts): screenshots are the same on every machine.
import '@fontsource-variable/inter';
