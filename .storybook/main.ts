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
  // Both plugins here, not through builder.viteConfigPath: the Vitest addon ignores that path.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react(), vanillaExtractPlugin()] }),
};
export default config;
