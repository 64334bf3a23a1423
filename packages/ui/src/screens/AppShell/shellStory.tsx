import { fn } from 'storybook/test';

/**
 * The shell as its stories show it (Screens/Shell and the workbench's viewport presets): full
 * screen on the dashboard, a logout spy and placeholder content. Spread into a story file's meta.
 */
export function shellStoryMeta() {
  return {
    parameters: { layout: 'fullscreen', route: '/dashboard' },
    args: { onLogout: fn(), children: <p>Contenido de la pantalla</p> },
  };
}
