// The manager's bundler compiles JSX to React.createElement (the classic runtime): React must be in scope.
import React from 'react';
import { addons, types } from 'storybook/manager-api';
import { AddonPanel } from 'storybook/internal/components';
import { ADDON_ID, PANEL_ID } from './constants';
import { TextosPanel } from './Panel';

/** Registers the 'Textos' panel in the workbench's addon panel area (docs/i18n.md). */
addons.register(ADDON_ID, () => {
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Textos',
    render: ({ active }) => (
      <AddonPanel active={!!active}>
        <TextosPanel active={!!active} />
      </AddonPanel>
    ),
  });
});
