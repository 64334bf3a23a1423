import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** The workbench: every primitive, component and screen in every state (docs/architecture.md "The workbench"). */
const config: StorybookConfig = {
  stories: ['./docs/*.mdx', '../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // A screen's sidebar lists its states (loaded, empty, loading, errors, dialogs, phone, English) for
  // designers and translators; the stories that prove a behaviour or guard an edge and end in a
  // state another story shows (malformed answers, repeated input, focus kept) carry `test-case`
  // and are hidden until the sidebar's tag filter includes them. Tests run them all the same.
  tags: { 'test-case': { defaultFilterSelection: 'exclude' } },
  // Both plugins here, not through builder.viteConfigPath: the Vitest addon ignores that path.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react(), vanillaExtractPlugin()] }),
};
export default config;
