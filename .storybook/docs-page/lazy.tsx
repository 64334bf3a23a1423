import { lazy, Suspense } from 'react';

const LazyDocsPage = lazy(() => import('./WorkbenchDocsPage').then((module) => ({ default: module.WorkbenchDocsPage })));

/**
 * The workbench's Docs page as preview.tsx sets it (`parameters.docs.page`): WorkbenchDocsPage,
 * loaded when a Docs page opens, so a story's canvas (and every test run of the stories) does
 * not load the docs blocks. Takes no props; renders nothing until the page's module has loaded.
 */
export function DocsPageOfWorkbench() {
  return (
    <Suspense fallback={null}>
      <LazyDocsPage />
    </Suspense>
  );
}
