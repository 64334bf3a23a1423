import type { OverflowException } from './overflow-rules';

/**
 * The overflows the gate (english-suite.tsx) knows of and lets pass, each with why it is not
 * fixed yet. This list only shrinks: an entry whose overflow no longer happens fails the run of
 * its screen ('has no overflow exception that no longer happens'), so it is removed with the fix.
 * `story` is a screen's title ('Screens/Flota') or one story ('Screens/Flota › Missions');
 * `target` an i18n key, or a part of the text or of the element's name (a vanilla-extract debug
 * name such as `MessageList_date`); `viewports`, `languages` and `kinds` narrow it (all when absent).
 */
export const OVERFLOW_EXCEPTIONS: readonly OverflowException[] = [
  {
    story: 'Screens/Flota',
    target: 'fleet:process.needed',
    viewports: [390],
    languages: ['pseudo'],
    kinds: ['outside-container'],
    reason:
      "The fleet header's 'needs processing' badge does not wrap at 390 px in +40 %: the Fleet screen is being reworked in parallel; its header layout is fixed there.",
  },
  {
    story: 'Screens/Flota',
    target: 'NewMissionForm_summaryLine',
    viewports: [390],
    kinds: ['ellipsised'],
    reason:
      "The mission form's summary lines (duration, fuel) are cut with an ellipsis on phones and have no title: the form belongs to the Fleet rework in progress; the summary should wrap or carry its text as a title there.",
  },
  {
    story: 'Screens/Flota',
    target: 'fleet:reports.read',
    viewports: [390],
    languages: ['pseudo'],
    kinds: ['outside-container'],
    reason:
      "In the reports modal's list at 390 px in +40 %, a read report's 'Leído' badge ends 18 px outside its row (the Spanish, English and German badges fit): the plays that open the modal only run in English since they find their texts with storyTexts; the row's layout is in the shared MissionReports list, part of the Fleet rework, and is fixed there.",
  },
  {
    story: 'Screens/Mensajes',
    target: 'MessageList_date',
    viewports: [390],
    kinds: ['outside-container'],
    reason:
      "A message row's date ('1 Jun 2026, 13:37 (Madrid)', no-wrap) is wider than the sender column at 390 px in every language, Spanish too: letting it wrap changes every Messages phone baseline, and the better fix is a design choice (a short date on phones, e.g. '1 jun, 13:37').",
  },
];
