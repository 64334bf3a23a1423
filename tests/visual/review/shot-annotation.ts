/**
 * The type of the test annotation the visual suite adds for each shot that failed its
 * comparison (message `<mode>/<story-id>`, in the order of the failures), which the review
 * reporter pairs with Vitest's `internal:toMatchScreenshot` artifacts of the same test.
 */
export const REVIEW_SHOT_ANNOTATION = 'visual-review-shot';
