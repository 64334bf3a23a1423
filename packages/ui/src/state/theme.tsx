import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
// The themes' own file, not the theme's index: that one also exports the sprinkles and the
// surface recipe, whose runtime tables would then ride in the login route's first JavaScript.
import { themeClass, type ThemeName } from '../theme/themes.css';

/** localStorage key of the chosen theme. */
export const THEME_KEY = 'imperio.theme';

export function savedTheme(): ThemeName {
  try {
    return globalThis.localStorage?.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

interface ThemeState {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

const ThemeContext = createContext<ThemeState>({ theme: 'dark', setTheme: () => undefined });

/**
 * Holds the theme (dark by default, spec p1 §1) and persists the player's choice. With
 * `applyToDocument` it puts the theme class on <html> (the app); Storybook wraps stories itself.
 */
export function ThemeProvider({
  children,
  initial,
  applyToDocument = false,
}: {
  children: ReactNode;
  initial?: ThemeName;
  applyToDocument?: boolean;
}) {
  const [theme, setThemeState] = useState<ThemeName>(initial ?? savedTheme());
  // A new `initial` (a Storybook global) wins over the current theme, adjusted while rendering.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (seenInitial !== initial) {
    setSeenInitial(initial);
    if (initial) setThemeState(initial);
  }
  useEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    root.classList.remove(themeClass.dark, themeClass.light);
    root.classList.add(themeClass[theme], 'imperio-root');
    root.style.colorScheme = theme;
  }, [theme, applyToDocument]);
  const setTheme = useCallback((next: ThemeName) => {
    setThemeState(next);
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // storage blocked: the choice lasts for this visit
    }
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its setter. */
export function useTheme(): ThemeState {
  return useContext(ThemeContext);
}
